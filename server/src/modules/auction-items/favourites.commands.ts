import {
  AuditLogType,
  findFavouriteRefusal,
  helsinkiDateKey,
  isViewCounted,
  RefusedError,
} from '@dealer/domain';
import type { Caller } from '../access/caller.js';
import type { ItemCommand } from '../items/item-pipeline.js';
import { favouritesRepository as repository } from './favourites.repository.js';

/** POST AddFavorite: the user's own favourite; not on an ended item (spec 2: the star is disabled). */
export const addFavourite = (
  caller: Caller,
): ItemCommand<{ isFavoriteForUser: true; favoriteCount: number }> => ({
  action: 'read',
  async run({ trx, item, now }) {
    const refusal = findFavouriteRefusal(item, now);
    if (refusal) throw new RefusedError(refusal);
    const isAdded = await repository.add(trx, caller.userId, item.id, now);
    const favoriteCount = item.favoriteCount + (isAdded ? 1 : 0);
    return {
      set: { favoriteCount },
      audit: isAdded ? [{ type: AuditLogType.FavouriteAdded, description: 'Favourite added' }] : [],
      value: { isFavoriteForUser: true, favoriteCount },
    };
  },
});

/** DELETE DeleteFavorite. */
export const deleteFavourite = (
  caller: Caller,
): ItemCommand<{ isFavoriteForUser: false; favoriteCount: number }> => ({
  action: 'read',
  async run({ trx, item }) {
    const isRemoved = await repository.remove(trx, caller.userId, item.id);
    const favoriteCount = Math.max(item.favoriteCount - (isRemoved ? 1 : 0), 0);
    return {
      set: { favoriteCount },
      audit: isRemoved
        ? [{ type: AuditLogType.FavouriteDeleted, description: 'Favourite removed' }]
        : [],
      value: { isFavoriteForUser: false, favoriteCount },
    };
  },
});

/**
 * POST AddAuctionView (spec 2): a non-draft item opened counts once per user and Helsinki day,
 * so reloading a page does not inflate the seller's view counter.
 */
export const addAuctionView = (caller: Caller): ItemCommand<{ counted: boolean }> => ({
  action: 'read',
  async run({ trx, item, now }) {
    if (!isViewCounted(item)) return { value: { counted: false } };
    const counted = await repository.addView(trx, caller.userId, item.id, helsinkiDateKey(now));
    return counted
      ? { set: { viewCount: item.viewCount + 1 }, value: { counted } }
      : { value: { counted } };
  },
});

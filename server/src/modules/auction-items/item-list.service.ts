import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { biddingRepository } from '../bidding/bidding.repository.js';
import { questionsRepository } from '../questions/questions.repository.js';
import { favouritesRepository } from './favourites.repository.js';
import type { ItemListCache } from './item-list-cache.js';

/**
 * GET /api/AuctionItems: the items page's rows (the domain's `ItemListRow[]`) for the
 * organisation the caller acts for, as JSON text.
 */
export async function listItemsJson(
  ctx: Pick<AppContext, 'db'>,
  cache: ItemListCache,
  caller: Caller,
): Promise<string> {
  const [favourites, own, asked] = await Promise.all([
    favouritesRepository.findFavouriteItemIds(ctx.db, caller.userId),
    biddingRepository.findOwnBiddingIndex(ctx.db, caller.organisationId),
    questionsRepository.findAskedItemIds(ctx.db, caller.organisationId),
  ]);
  return cache.jsonFor(caller, new Set(favourites), own, new Set(asked));
}

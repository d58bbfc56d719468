import { RefusedError } from '@dealer/domain';
import {
  helsinkiDateKey,
  isEnded,
  ItemStatus,
  type ItemStatus as ItemStatusValue,
} from '@dealer/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';
import { canSee, ruleBroken, viewerOf } from './item-access.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

async function visibleRow(ctx: Ctx, caller: Caller, itemId: number) {
  const row = await repository.findItem(ctx.db, itemId);
  if (!row || !(await canSee(ctx.db, row, await viewerOf(ctx.db, caller, row), ctx.clock.now()))) {
    throw RefusedError.notFound('No such item.');
  }
  return row;
}

/** POST AddFavorite: a user's own favourite; not on an ended item (spec 2: the star is disabled). */
export async function addFavorite(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<{ isFavoriteForUser: true; favoriteCount: number }> {
  const row = await visibleRow(ctx, caller, itemId);
  const now = ctx.clock.now();
  if (
    row.status === ItemStatus.Draft ||
    isEnded({ status: row.status as ItemStatusValue, start: row.startTime, end: row.endTime }, now)
  ) {
    throw RefusedError.rule('Only an item on sale can be a favourite.', { status: 'not_active' });
  }
  const favoriteCount = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('favorites')
      .values({ userId: caller.userId, auctionItemId: itemId, createdAt: now })
      .onConflict((conflict) => conflict.columns(['userId', 'auctionItemId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    const updated = await trx
      .updateTable('auctionItems')
      .set((eb) => ({
        favoriteCount: inserted ? eb('favoriteCount', '+', 1) : eb.ref('favoriteCount'),
      }))
      .where('id', '=', itemId)
      .returning('favoriteCount')
      .executeTakeFirstOrThrow();
    return updated.favoriteCount;
  });
  return { isFavoriteForUser: true, favoriteCount };
}

/** DELETE DeleteFavorite. */
export async function deleteFavorite(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<{ isFavoriteForUser: false; favoriteCount: number }> {
  await visibleRow(ctx, caller, itemId);
  const favoriteCount = await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('favorites')
      .where('userId', '=', caller.userId)
      .where('auctionItemId', '=', itemId)
      .returning('userId')
      .executeTakeFirst();
    const updated = await trx
      .updateTable('auctionItems')
      .set((eb) => ({
        favoriteCount: deleted
          ? sql<number>`greatest(favorite_count - 1, 0)`
          : eb.ref('favoriteCount'),
      }))
      .where('id', '=', itemId)
      .returning('favoriteCount')
      .executeTakeFirstOrThrow();
    return updated.favoriteCount;
  });
  return { isFavoriteForUser: false, favoriteCount };
}

/**
 * POST AddAuctionView (spec 2): a non-draft item opened counts once per user and Helsinki day,
 * so reloading a page does not inflate the seller's view counter.
 */
export async function addAuctionView(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<{ counted: boolean }> {
  const row = await visibleRow(ctx, caller, itemId);
  if (row.status === ItemStatus.Draft) return { counted: false };
  return ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('auctionItemViews')
      .values({
        auctionItemId: itemId,
        userId: caller.userId,
        viewDate: helsinkiDateKey(ctx.clock.now()),
      })
      .onConflict((conflict) =>
        conflict.columns(['auctionItemId', 'userId', 'viewDate']).doNothing(),
      )
      .returning('userId')
      .executeTakeFirst();
    if (inserted) {
      await trx
        .updateTable('auctionItems')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', itemId)
        .execute();
    }
    return { counted: inserted !== undefined };
  });
}

/** The caller's favourites among some items (for the item page and the list). */
export async function findFavoriteIds(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  itemIds: number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('favorites')
    .select('auctionItemId')
    .where('userId', '=', userId)
    .where('auctionItemId', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => row.auctionItemId));
}

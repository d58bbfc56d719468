import type { Db } from '../../db/database.js';

/** All SQL of favourites and counted views. */
export const favouritesRepository = {
  /** Whether the favourite was new. */
  add: async (db: Db, userId: number, itemId: number, now: Date) =>
    (await db
      .insertInto('favorites')
      .values({ userId, auctionItemId: itemId, createdAt: now })
      .onConflict((conflict) => conflict.columns(['userId', 'auctionItemId']).doNothing())
      .returning('userId')
      .executeTakeFirst()) !== undefined,

  /** Whether there was one to remove. */
  remove: async (db: Db, userId: number, itemId: number) =>
    (await db
      .deleteFrom('favorites')
      .where('userId', '=', userId)
      .where('auctionItemId', '=', itemId)
      .returning('userId')
      .executeTakeFirst()) !== undefined,

  /** Whether this is the user's first view of the item on that Helsinki day. */
  addView: async (db: Db, userId: number, itemId: number, viewDate: string) =>
    (await db
      .insertInto('auctionItemViews')
      .values({ auctionItemId: itemId, userId, viewDate })
      .onConflict((conflict) =>
        conflict.columns(['auctionItemId', 'userId', 'viewDate']).doNothing(),
      )
      .returning('userId')
      .executeTakeFirst()) !== undefined,

  findFavouriteItemIds: async (db: Db, userId: number) =>
    (
      await db
        .selectFrom('favorites')
        .select('auctionItemId')
        .where('userId', '=', userId)
        .execute()
    ).map((row) => row.auctionItemId),
};

import type { AppContext } from '../app-context.js';
import { publishItemEvent } from '../live/item-events.js';

/**
 * Tells the hub about scheduled items whose start has come (spec 4: NewStartedAuctionItems), each
 * exactly once however many instances run this: the rows are claimed with FOR UPDATE SKIP LOCKED
 * and marked in the same statement, and the events go out after the commit.
 */
export async function announceStartedItems(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  limit = 200,
): Promise<number[]> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('auctionItems')
      .select('id')
      .where('status', '=', 1)
      .where('startAnnouncedAt', 'is', null)
      .where('startTime', '<=', now)
      .orderBy('startTime')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await trx
      .updateTable('auctionItems')
      .set({ startAnnouncedAt: now })
      .where('id', 'in', ids)
      .execute();
    return ids;
  });
  for (const id of claimed) await publishItemEvent(ctx, 'NewStartedAuctionItems', id);
  return claimed;
}

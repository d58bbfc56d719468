import type { AppContext } from '../app-context.js';
import { automationCaller } from '../modules/access/caller.js';
import { runChange } from '../modules/items/item-pipeline.js';
import { itemsRepository } from '../modules/items/items.repository.js';

/**
 * Tells the hub about scheduled items whose start has come (spec 4: NewStartedAuctionItems), each
 * exactly once however many instances run this: the rows are claimed with FOR UPDATE SKIP LOCKED
 * and marked, and their events recorded, in the same transaction.
 */
export function announceStartedItems(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  limit = 200,
): Promise<number[]> {
  return runChange(ctx, automationCaller, async (scope) => {
    const started = await itemsRepository.claimStartedUnannounced(scope.trx, scope.now, limit);
    for (const { item, groups } of started) {
      await itemsRepository.update(scope.trx, item.id, { startAnnouncedAt: scope.now });
      scope.emit('NewStartedAuctionItems', { ...item, startAnnouncedAt: scope.now }, groups);
    }
    return started.map(({ item }) => item.id);
  });
}

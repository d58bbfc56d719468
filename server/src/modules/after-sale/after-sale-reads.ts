import {
  authorizeItem,
  RefusedError,
  relationOf,
  visibilityOf,
  type Caller,
  type ItemRelation,
  type StoredItem,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { itemsRepository } from '../items/items.repository.js';

/**
 * The item for an after-sale read, through the one access policy: a platform admin reads any item
 * ('administer'), everyone else needs to see it ('read'); 404 otherwise.
 */
export async function findAfterSaleItem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  itemId: number,
): Promise<{ item: StoredItem; relation: ItemRelation; now: Date }> {
  const found = await itemsRepository.find(ctx.db, itemId);
  if (!found) throw RefusedError.notFound('No such item.');
  const now = ctx.clock.now();
  const visibility = visibilityOf(found.item, found.groups);
  const readRefusal = authorizeItem(caller, 'read', visibility, now);
  const adminRefusal = caller.isAdmin ? authorizeItem(caller, 'administer', visibility, now) : null;
  if (readRefusal && (!caller.isAdmin || adminRefusal))
    throw RefusedError.notFound('No such item.');
  return { item: found.item, relation: relationOf(caller, visibility), now };
}

/** The price the sale closed at: confirmed, agreed, or the winning bid's. */
export const salePriceOf = (item: StoredItem): number =>
  item.soldPrice ?? item.finalPrice ?? item.priceNow ?? 0;

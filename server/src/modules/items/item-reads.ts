import { authorizeItem, RefusedError, visibilityOf, type Caller } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { itemsRepository, type LockedItem } from './items.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * The item as the caller may read it, with its target groups; 404 when they may not see it
 * (the one access policy decides).
 */
export async function findReadableItem(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<LockedItem> {
  const found = await itemsRepository.find(ctx.db, itemId);
  const refusal = found
    ? authorizeItem(caller, 'read', visibilityOf(found.item, found.groups), ctx.clock.now())
    : null;
  if (!found || refusal) throw RefusedError.notFound('No such item.');
  return found;
}

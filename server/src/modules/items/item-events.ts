import {
  publicStateOf,
  visibilityOf,
  type ItemEventType,
  type PublicStateItem,
  type StoredItem,
  type TargetGroupFacts,
  type VisibilityItem,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { toAudience, type ItemBusEvent } from '../../live/bus-events.js';
import { itemsRepository } from './items.repository.js';

/** The item as an event reads it. */
export type EventItem = PublicStateItem & Pick<StoredItem, 'id' | 'organisationId'>;

/** The bus event of a change to `item` (as committed), for those `visibility` lets see it. */
export function itemEventOf(
  type: ItemEventType | 'NewEndedAuctionItems',
  item: EventItem,
  visibility: VisibilityItem,
  now: Date,
  previous?: VisibilityItem,
): ItemBusEvent {
  return {
    kind: 'item',
    type,
    itemId: item.id,
    organisationId: item.organisationId,
    state: publicStateOf(item, now),
    audience: toAudience(visibility),
    ...(previous ? { previousAudience: toAudience(previous) } : {}),
  };
}

/** The same for a whole stored item and its target groups. */
export const storedItemEventOf = (
  type: ItemEventType | 'NewEndedAuctionItems',
  item: StoredItem,
  groups: TargetGroupFacts,
  now: Date,
  previous?: VisibilityItem,
): ItemBusEvent => itemEventOf(type, item, visibilityOf(item, groups), now, previous);

/**
 * Records an event about an item as it is now, in a transaction of its own, and hands it out
 * (for an event with no change to go with: a start reached, or a test).
 */
export async function publishItemEvent(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  type: ItemEventType | 'NewEndedAuctionItems',
  itemId: number,
): Promise<void> {
  const found = await itemsRepository.find(ctx.db, itemId);
  if (!found) return;
  await ctx.events.publish(storedItemEventOf(type, found.item, found.groups, ctx.clock.now()));
}

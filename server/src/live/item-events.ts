import {
  type ItemEventType,
  type ItemPublicState,
  type PersonalFrame,
  type VisibilityItem,
} from '@dealer/domain';
import type { AppContext } from '../app-context.js';
import type { ItemRow } from '../modules/auction-items/auction-items.repository.js';
import {
  publicStateOf,
  type PublicStateColumns,
} from '../modules/auction-items/auction-item.view.js';
import { visibilityItemOf } from '../modules/auction-items/item-access.js';

export type Audience = Omit<VisibilityItem, 'start' | 'end'> & { start: string; end: string };

/** What crosses instances: the frame's content and, never sent to clients, who may receive it. */
export interface ItemBusEvent {
  kind: 'item';
  type: ItemEventType | 'NewEndedAuctionItems';
  itemId: number;
  organisationId: number;
  state: ItemPublicState;
  audience: Audience;
  /** For removals (Redrafted, Deleted): who could see the item before, so they drop it. */
  previousAudience?: Audience;
}

/**
 * A message for one organisation's connections only (outbid, machine exceeded, now leading), and
 * only while it may see the item (issue 15): `audience` is the item's visibility, never sent.
 */
export interface PersonalBusEvent {
  kind: 'personal';
  organisationId: number;
  frame: PersonalFrame;
  audience: Audience;
}

export type BusEvent = ItemBusEvent | PersonalBusEvent;

export const toAudience = (item: VisibilityItem): Audience => ({
  ...item,
  start: item.start.toISOString(),
  end: item.end.toISOString(),
});
export const fromAudience = (audience: Audience): VisibilityItem => ({
  ...audience,
  start: new Date(audience.start),
  end: new Date(audience.end),
});

/** The bus event of a change to `row` (as committed), for those `visibility` lets see it. */
export function itemEventOf(
  type: ItemBusEvent['type'],
  row: PublicStateColumns & Pick<ItemRow, 'id' | 'organisationId'>,
  visibility: VisibilityItem,
  now: Date,
): ItemBusEvent {
  return {
    kind: 'item',
    type,
    itemId: row.id,
    organisationId: row.organisationId,
    state: publicStateOf(row, now),
    audience: toAudience(visibility),
  };
}

/**
 * Tells every instance's connections about a committed change to an item (call it after the
 * transaction). `previous` is the item as it was, for events that take it away from viewers.
 */
export async function publishItemEvent(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  type: ItemBusEvent['type'],
  itemId: number,
  previous?: ItemRow,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('auctionItems')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!row) return;
  const event = itemEventOf(type, row, await visibilityItemOf(ctx.db, row), ctx.clock.now());
  if (previous) event.previousAudience = toAudience(await visibilityItemOf(ctx.db, previous));
  await ctx.events.publish(event);
}

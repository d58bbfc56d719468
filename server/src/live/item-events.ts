import {
  ItemStatus,
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

type Audience = Omit<VisibilityItem, 'start' | 'end'> & { start: string; end: string };

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

/** A message for one organisation's connections only (outbid, machine exceeded, now leading). */
export interface PersonalBusEvent {
  kind: 'personal';
  organisationId: number;
  frame: PersonalFrame;
}

export type BusEvent = ItemBusEvent | PersonalBusEvent;

const toAudience = (item: VisibilityItem): Audience => ({
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
  const row = await findItemRow(ctx, itemId);
  if (!row) return;
  await publishRowEvent(
    ctx,
    type,
    row,
    previous ? await visibilityItemOf(ctx.db, previous) : undefined,
  );
}

/**
 * Spec 4: a published item changed outside bidding (files reordered or rotated, responsible
 * salespeople, target groups, end time): RefreshAuctionItem tells its viewers to load it again.
 * `previousVisibility`, read before a change of who may see it, lets those who saw it hear too:
 * their refresh answers 404 and drops it. A draft's change stays an Updated for its organisation.
 */
export async function publishItemRefresh(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  itemId: number,
  previousVisibility?: VisibilityItem,
): Promise<void> {
  const row = await findItemRow(ctx, itemId);
  if (!row) return;
  const type = row.status === ItemStatus.Draft ? 'Updated' : 'RefreshAuctionItem';
  await publishRowEvent(ctx, type, row, previousVisibility);
}

const findItemRow = (ctx: Pick<AppContext, 'db'>, itemId: number) =>
  ctx.db.selectFrom('auctionItems').selectAll().where('id', '=', itemId).executeTakeFirst();

async function publishRowEvent(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  type: ItemBusEvent['type'],
  row: ItemRow,
  previousVisibility: VisibilityItem | undefined,
): Promise<void> {
  const event = itemEventOf(type, row, await visibilityItemOf(ctx.db, row), ctx.clock.now());
  if (previousVisibility) event.previousAudience = toAudience(previousVisibility);
  await ctx.events.publish(event);
}

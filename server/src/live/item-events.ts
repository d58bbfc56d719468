import {
  isEnded,
  type ItemEventType,
  type ItemPublicState,
  type ItemStatus,
  type VisibilityItem,
} from '@dealer/domain';
import type { AppContext } from '../app-context.js';
import type { ItemRow } from '../modules/auction-items/auction-items.repository.js';
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

export function publicStateOf(row: ItemRow, now: Date): ItemPublicState {
  return {
    status: row.status as ItemStatus,
    priceNow: row.priceNow,
    bidCount: row.bidCount,
    bidderCount: row.bidderCount,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    isEnded: isEnded(
      { status: row.status as ItemStatus, start: row.startTime, end: row.endTime },
      now,
    ),
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
  const event: ItemBusEvent = {
    kind: 'item',
    type,
    itemId,
    organisationId: row.organisationId,
    state: publicStateOf(row, ctx.clock.now()),
    audience: toAudience(await visibilityItemOf(ctx.db, row)),
    ...(previous ? { previousAudience: toAudience(await visibilityItemOf(ctx.db, previous)) } : {}),
  };
  await ctx.events.publish(event);
}

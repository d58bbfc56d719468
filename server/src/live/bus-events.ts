import type {
  ItemContentFrame,
  ItemEventType,
  ItemPublicState,
  PersonalFrame,
  VisibilityItem,
} from '@dealer/domain';

/** Who may hear of an item, as it crosses instances (dates as ISO strings). */
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

/** A message for one organisation's connections only (outbid, machine exceeded, now leading). */
export interface PersonalBusEvent {
  kind: 'personal';
  organisationId: number;
  frame: PersonalFrame;
  /** Who may see the item: an organisation that no longer may hears nothing of it (issue 15). */
  audience: Audience;
}

/** New content around an item (a question, an answer, added info): for those who may see it. */
export interface ItemContentBusEvent {
  kind: 'itemContent';
  itemId: number;
  organisationId: number;
  frame: ItemContentFrame;
  audience: Audience;
}

export type BusEvent = ItemBusEvent | PersonalBusEvent | ItemContentBusEvent;

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

import type { ItemStatus } from '../auction-items/enums.js';

/** Event names of the live connection at /auctionhub (spec auction-items 4, Live events). */
export const itemEventTypes = [
  'Created',
  'Updated',
  'Redrafted',
  'Deleted',
  'RefreshAuctionItem',
  'NewStartedAuctionItems',
] as const;
export type ItemEventType = (typeof itemEventTypes)[number];

/** The item's public state an event carries, so that clients update without refetching. */
export interface ItemPublicState {
  status: ItemStatus;
  priceNow: number | null;
  bidCount: number;
  bidderCount: number;
  start: string;
  end: string;
  isEnded: boolean;
}

/** One frame of the live connection: a JSON object whose `type` names the event. */
export type LiveFrame =
  | { type: ItemEventType; organisationId: number; itemId: number; state: ItemPublicState }
  | {
      type: 'NewEndedAuctionItems';
      organisationId: number;
      auctionItemId: number;
      endDateTime: string;
      state: ItemPublicState;
    }
  | { type: 'Hello'; serverTime: string };

/** Spec 4 / organisation-and-settings 9: reconnect delays of the live connection, in seconds. */
export const liveReconnectDelaysSeconds = [0, 0, 3, 3, 5, 5, 8, 8, 10, 13] as const;

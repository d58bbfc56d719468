import type { ItemStatus } from '../auction-items/enums.js';

/** Event names of the live connection at /auctionhub (spec auction-items 4, Live events). */
export const itemEventTypes = [
  'Created',
  'Updated',
  'Redrafted',
  'Deleted',
  'RefreshAuctionItem',
  'NewStartedAuctionItems',
  // An accepted bid (manual or by a bid machine): the new price, counts, leader and end.
  'NewBid',
] as const;
export type ItemEventType = (typeof itemEventTypes)[number];

/**
 * The item's public state an event carries, so that clients update without refetching. Nothing
 * here names a bidder: the leader and the winner are anonymous numbers (1 = the item's first
 * bidding organisation), which a client compares with its own organisation's number.
 */
export interface ItemPublicState {
  status: ItemStatus;
  priceNow: number | null;
  bidCount: number;
  bidderCount: number;
  start: string;
  end: string;
  isEnded: boolean;
  /** The anonymous number of the leading organisation; null without bids. */
  leaderMarker: number | null;
  /** The anonymous number of the winning organisation once a winning bid is set. */
  winnerMarker: number | null;
  /** Spec 4: false while an ended item waits for its auctioneer to choose the buyer. */
  isFinished: boolean;
  isWinningBidSelected: boolean;
  /** The winner was chosen by the auctioneer in the finish dialog (spec: negotiated winner). */
  isNegotiated: boolean;
  priceReservationExceeded: boolean;
  /** The latest confirmation (spec 4: the latest by timestamp wins): sold, not sold, or none. */
  confirmedSold: boolean | null;
  /** The confirmed or agreed price of a sold item. */
  soldPrice: number | null;
  hasBuyerConfirmation: boolean;
}

/**
 * What a bid changes of an item's public state, and all a NewBid frame carries (issue 10): every
 * bid goes to every screen that may see the item, so its frame is a third of a full state's size.
 */
export type BidState = Pick<
  ItemPublicState,
  'priceNow' | 'bidCount' | 'bidderCount' | 'leaderMarker' | 'end' | 'priceReservationExceeded'
>;

export const bidStateOf = (state: ItemPublicState): BidState => ({
  priceNow: state.priceNow,
  bidCount: state.bidCount,
  bidderCount: state.bidderCount,
  leaderMarker: state.leaderMarker,
  end: state.end,
  priceReservationExceeded: state.priceReservationExceeded,
});

/** Messages for one organisation's connections only (issue 5: personal events). */
export type PersonalFrame =
  | {
      type: 'Outbid';
      itemId: number;
      /** Licence number, make and model: the web cuts it to 103 characters. */
      reference: string;
      priceNow: number;
      /** The organisation's bid machine was switched off by the same bid. */
      isBidMachineExceeded: boolean;
    }
  | { type: 'BidMachineExceeded'; itemId: number; reference: string; priceNow: number }
  | { type: 'NowLeading'; itemId: number; reference: string; priceNow: number };

/**
 * New content around an item (issue 11), for those who may see the item: a question or an
 * answer (its writer only as their number on the item; names are read with the item's
 * messages, as the viewer may see them), or added info.
 */
export type ItemContentFrame =
  | {
      type: 'NewAuctionItemMessage';
      organisationId: number;
      itemId: number;
      messageId: number;
      /** Set on an answer: the question it answers. */
      auctionMessageId: number | null;
      text: string;
      timestamp: string;
      anonymizedUserNumber: number | null;
    }
  | {
      type: 'NewAdditionalInfo';
      organisationId: number;
      itemId: number;
      additionalInfoId: number;
      timeStamp: string;
    };

/** One frame of the live connection: a JSON object whose `type` names the event. */
export type LiveFrame =
  | {
      type: Exclude<ItemEventType, 'NewBid'>;
      organisationId: number;
      itemId: number;
      state: ItemPublicState;
    }
  | { type: 'NewBid'; organisationId: number; itemId: number; state: BidState }
  | {
      type: 'NewEndedAuctionItems';
      organisationId: number;
      auctionItemId: number;
      endDateTime: string;
      state: ItemPublicState;
    }
  | PersonalFrame
  | ItemContentFrame
  | { type: 'Hello'; serverTime: string };

/** Spec 4 / organisation-and-settings 9: reconnect delays of the live connection, in seconds. */
export const liveReconnectDelaysSeconds = [0, 0, 3, 3, 5, 5, 8, 8, 10, 13] as const;

/**
 * Up to this much is added at random to each of those waits, so that the thousands of screens a
 * deploy or a network blip drops together do not all come back in the same millisecond (issue
 * 10). The spec's schedule stays the least wait and each attempt stays within its second, so the
 * steps keep the spec's order and size (docs/decisions.md, reconnect storms). The bench's storm
 * brings its screens back the same way.
 */
export const liveReconnectJitterMs = 1000;

const isFrame = (value: unknown): value is LiveFrame =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'type' in value;

/**
 * The frames of one message of the live connection. A frame alone is a JSON object; frames that
 * happen close together come as one JSON array, in the order they happened (the server sends a
 * connection at most one message per tenth of a second). Anything else holds no frame.
 */
export function liveFramesOf(message: unknown): LiveFrame[] {
  if (typeof message !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return [];
  }
  if (Array.isArray(parsed)) return parsed.filter(isFrame);
  return isFrame(parsed) ? [parsed] : [];
}

import type { ItemPublicState } from '../live/live-events.js';
import { isEnded } from './item-state.js';
import type { StoredItem } from './stored-item.js';

/** The fields the public state is made of. */
export const publicStateFields = [
  'status',
  'priceNow',
  'bidCount',
  'bidderCount',
  'start',
  'end',
  'leaderMarker',
  'winnerMarker',
  'isFinished',
  'isWinningBidSelected',
  'isNegotiated',
  'priceReservationExceeded',
  'confirmedSold',
  'soldPrice',
  'hasBuyerConfirmation',
] as const satisfies ReadonlyArray<keyof StoredItem>;
export type PublicStateItem = Pick<StoredItem, (typeof publicStateFields)[number]>;

/** The item's public state (no bidder identity: leader and winner are anonymous numbers). */
export function publicStateOf(item: PublicStateItem, now: Date): ItemPublicState {
  return {
    status: item.status,
    priceNow: item.priceNow,
    bidCount: item.bidCount,
    bidderCount: item.bidderCount,
    start: item.start.toISOString(),
    end: item.end.toISOString(),
    isEnded: isEnded(item, now),
    leaderMarker: item.leaderMarker,
    winnerMarker: item.winnerMarker,
    isFinished: item.isFinished,
    isWinningBidSelected: item.isWinningBidSelected,
    isNegotiated: item.isNegotiated,
    priceReservationExceeded: item.priceReservationExceeded,
    confirmedSold: item.confirmedSold,
    soldPrice: item.soldPrice,
    hasBuyerConfirmation: item.hasBuyerConfirmation,
  };
}

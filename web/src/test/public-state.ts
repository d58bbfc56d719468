import { ItemStatus, type ItemPublicState } from '@dealer/domain';

const hour = 3_600_000;

/** The public bidding state of a running item without bids, as hub events carry it. */
export function makePublicState(change: Partial<ItemPublicState> = {}): ItemPublicState {
  return {
    status: ItemStatus.Published,
    priceNow: null,
    bidCount: 0,
    bidderCount: 0,
    start: new Date(Date.now() - 24 * hour).toISOString(),
    end: new Date(Date.now() + 5 * 24 * hour).toISOString(),
    isEnded: false,
    leaderMarker: null,
    winnerMarker: null,
    isFinished: false,
    isWinningBidSelected: false,
    isNegotiated: false,
    priceReservationExceeded: false,
    confirmedSold: null,
    soldPrice: null,
    hasBuyerConfirmation: false,
    ...change,
  };
}

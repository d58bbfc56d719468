import type { RecordedBid } from './resolve-bids.js';

/** Price reservation exceeded: the price has reached the reservation (issue 5). */
export const isPriceReservationExceeded = (
  priceReservation: number | null,
  price: number | null,
): boolean => priceReservation !== null && price !== null && price >= priceReservation;

export interface EndingItem {
  openBid: boolean;
  priceReservation: number | null;
}

/** What happens to an item at its end (spec 4, Ended items). */
export type EndingOutcome<B> =
  { kind: 'noBids' } | { kind: 'winner'; winningBid: B } | { kind: 'awaitingAuctioneer' };

/**
 * Spec 4: an ordinary item with bids gets its highest bid as winner at once; an open-bid item,
 * and a price-reservation item whose reservation was not reached, waits for the auctioneer to
 * choose (isFinished false); an item without bids ends without a winner.
 */
export function resolveEnding<B extends Pick<RecordedBid, 'price'>>(
  item: EndingItem,
  leadingBid: B | null,
): EndingOutcome<B> {
  if (!leadingBid) return { kind: 'noBids' };
  if (item.openBid) return { kind: 'awaitingAuctioneer' };
  if (
    item.priceReservation !== null &&
    !isPriceReservationExceeded(item.priceReservation, leadingBid.price)
  ) {
    return { kind: 'awaitingAuctioneer' };
  }
  return { kind: 'winner', winningBid: leadingBid };
}

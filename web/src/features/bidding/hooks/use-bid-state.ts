import { useServerNow } from '../../../lib/server-clock-context';
import { findBidState, type BidState, type BidStateItem } from '../lib/bid-state';
import { useBidder } from './use-bidder';

/** The bid panel's state by the server's clock; re-evaluated every second (the end comes). */
export function useBidState(item: BidStateItem): BidState {
  const bidder = useBidder();
  const now = useServerNow();
  return findBidState(item, bidder, new Date(now));
}

import type { BidResult } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  updateCachedItem,
  updateCachedListRow,
  updateCachedOwnRows,
  withPublicState,
} from '../../../lib/live/item-cache';
import { ownItemListsKey } from '../../../lib/live/item-list-key';

/**
 * A bid or bid machine answer into every cache that shows the item: the new public state and
 * the organisation's own part (its bidder number and machine), so nothing is fetched again.
 */
export function applyBidResult(queryClient: QueryClient, result: BidResult): void {
  const { auctionItemId: itemId, state, ownBidderMarker, bidMachine } = result;
  const own = {
    ownBidderMarker,
    hasOwnBid: ownBidderMarker !== null,
    hasOwnBidMachine: bidMachine?.isActive ?? false,
  };
  updateCachedItem(queryClient, itemId, (item) => ({
    ...withPublicState(item, state),
    ownBidderMarker,
    bidMachine,
  }));
  updateCachedListRow(queryClient, itemId, (row) => ({ ...withPublicState(row, state), ...own }));
  updateCachedOwnRows(queryClient, itemId, (row) => ({
    ...withPublicState(row, state),
    ownBidderMarker,
    hasOwnBidMachine: own.hasOwnBidMachine,
  }));
  // A first bid or machine puts the item on the buy tab of my items.
  void queryClient.invalidateQueries({ queryKey: ownItemListsKey, refetchType: 'none' });
}

import type { BidView } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET {itemId}/topBids: the bids the caller may see, for the printed bid history. */
export function useBidHistory(itemId: number, isWanted: boolean) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'topBids', 'print'],
    queryFn: ({ signal }) => apiGet<BidView[]>(`/api/AuctionItems/${itemId}/topBids`, { signal }),
    enabled: isWanted,
    retry: false,
  });
}

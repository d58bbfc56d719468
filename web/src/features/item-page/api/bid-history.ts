import { biddingApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET {itemId}/topBids: the bids the caller may see, for the printed bid history. */
export function useBidHistory(itemId: number, isWanted: boolean) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'topBids', 'print'],
    queryFn: ({ signal }) => callApi(biddingApi.topBids, { params: { itemId } }, { signal }),
    enabled: isWanted,
    retry: false,
  });
}

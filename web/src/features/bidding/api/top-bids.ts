import { biddingApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const topBidsKey = (itemId: number) => ['auctionItems', itemId, 'topBids'] as const;

/**
 * GET {itemId}/topBids: every bid, highest first, with the identities the caller may see
 * (spec 6). Always loaded afresh when asked for: bids come in all the time.
 */
export function useTopBids(itemId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: topBidsKey(itemId),
    queryFn: ({ signal }) => callApi(biddingApi.topBids, { params: { itemId } }, { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { awaitingSellerCountKey } from './live/item-list-key';

/** An item may end while the page stays open: the dot asks again this often. */
const refreshMs = 60_000;

/**
 * Spec 2: how many ended items of the user's organisation wait for it as seller (to finish or
 * confirm); the left navigation's My items entry shows a dot while there are any.
 */
export function useAwaitingSellerCount(isEnabled: boolean) {
  return useQuery({
    queryKey: awaitingSellerCountKey,
    queryFn: ({ signal }) => callApi(auctionItemsApi.awaitingSellerCount, {}, { signal }),
    enabled: isEnabled,
    refetchInterval: refreshMs,
    select: (answer) => answer.count,
  });
}

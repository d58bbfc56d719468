import { aiSummaryApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET {itemId}/ai-summary: the item's summary and who wrote it (null for a draft). */
export function useAiSummary(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'aiSummary'],
    queryFn: ({ signal }) => callApi(aiSummaryApi.get, { params: { itemId } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

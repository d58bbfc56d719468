import type { AiSummary } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET {itemId}/ai-summary: the item's summary and who wrote it (null for a draft). */
export function useAiSummary(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'aiSummary'],
    queryFn: ({ signal }) =>
      apiGet<AiSummary | null>(`/api/AuctionItems/${itemId}/ai-summary`, { signal }),
    staleTime: 5 * 60_000,
  });
}

import { routePaths, type AuctionItem } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// GET /api/AuctionItems/{itemId}: the item as its viewer may see it (the domain's AuctionItem).
export const auctionItemKey = (itemId: number) => ['auctionItems', itemId] as const;

export const itemPath = (itemId: number) => `${routePaths.items}/${itemId}`;

export function useAuctionItem(itemId: number) {
  return useQuery({
    queryKey: auctionItemKey(itemId),
    queryFn: ({ signal }) => apiGet<AuctionItem>(`/api/AuctionItems/${itemId}`, { signal }),
    enabled: Number.isSafeInteger(itemId) && itemId > 0,
  });
}

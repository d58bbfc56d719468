import type { AuctionItem } from '@dealer/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { auctionItemKey } from './live/item-list-key';

/** GET /api/AuctionItems/{itemId}: the item page's query, also run by a live refresh. */
export const auctionItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: auctionItemKey(itemId),
    queryFn: ({ signal }) => apiGet<AuctionItem>(`/api/AuctionItems/${itemId}`, { signal }),
  });

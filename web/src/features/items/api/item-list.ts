import type { ItemListRow } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { itemListKey } from '../../../lib/live/item-list-key';

/** GET /api/AuctionItems: the public list the caller may see (spec 2, items page). */
export function useItemList() {
  return useQuery({
    queryKey: itemListKey,
    queryFn: ({ signal }) => apiGet<ItemListRow[]>('/api/AuctionItems', { signal }),
  });
}

import { auctionItemsApi } from '@dealer/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { auctionItemKey } from './live/item-list-key';

/** GET /api/AuctionItems/{itemId}: the item page's query, also run by a live refresh. */
export const auctionItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: auctionItemKey(itemId),
    queryFn: ({ signal }) => callApi(auctionItemsApi.get, { params: { itemId } }, { signal }),
  });

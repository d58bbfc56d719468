import { auctionItemsApi } from '@dealer/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { itemAfterFrame } from './live/item-cache';
import { auctionItemKey } from './live/item-list-key';
import { readLive } from './live/live-reads';

/** GET /api/AuctionItems/{itemId}: the item page's query, also run by a live refresh. */
export const auctionItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: auctionItemKey(itemId),
    queryFn: ({ signal, client }) =>
      readLive(
        client,
        () => callApi(auctionItemsApi.get, { params: { itemId } }, { signal }),
        itemAfterFrame,
      ),
  });

import type { QueryClient } from '@tanstack/react-query';
import { auctionItemQuery } from '../lib/auction-item-query';
import { itemIdOf } from '../lib/item-path';
import { prefetchItemList } from '../lib/items/item-list';
import { prefetchSession } from '../lib/session/session-query';

/**
 * The items page's loader (issue 10: first rows within 500 ms): the session, then the list,
 * start with the page's own chunk instead of after it and the gate have arrived. It waits for
 * nothing: the page renders when its chunk is here, and its queries pick up what is under way.
 * The list is asked for only once there is a session, so a signed-out visit makes no extra call.
 */
export function prefetchItemsPage(queryClient: QueryClient) {
  return () => {
    void prefetchSession(queryClient).then((isSignedIn) => {
      if (isSignedIn) void prefetchItemList(queryClient);
    });
    return null;
  };
}

/**
 * The item page's loader: the session, then the item, likewise. The item's photos can only be
 * asked for once the item is here, so starting it with the chunk brings the largest paint
 * forward by the chunk's time. An address without an id asks for nothing (the page says so).
 */
export function prefetchItemPage(queryClient: QueryClient) {
  return ({ params }: { params: { itemId?: string } }) => {
    const itemId = itemIdOf(params.itemId);
    if (!Number.isNaN(itemId))
      void prefetchSession(queryClient).then((isSignedIn) => {
        if (isSignedIn) void queryClient.prefetchQuery(auctionItemQuery(itemId));
      });
    return null;
  };
}

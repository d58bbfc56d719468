import { itemIdOf, firstImageUrlOf } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import { auctionItemQuery } from '../lib/auction-item-query';
import { prefetchItemList } from '../lib/items/item-list';
import { prefetchSession } from '../lib/session/session-query';

/**
 * The items page's loader (issue 10: first rows within 500 ms): the session, then the list,
 * start with the page's own chunk instead of after it and the gate have arrived. It waits for
 * nothing: the page renders when its chunk is here, and its queries pick up what is under way.
 * The list is asked for only once there is a session, so a signed-out visit makes no extra call.
 * Unlike the item page's item, the list waits for the whole start sequence: asked for as soon as
 * the user was known, it came sooner, but the page's longest frame grew from 94 ms to 124–134 ms
 * (bench, 10,000 items; the goal is 100 ms): its 10 MB of JSON is better parsed after the start.
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
 * The item page's loader: the session, then the item, likewise, then its first image (the page's
 * largest paint), which can only be asked for once the item is here: all of it while the page's
 * chunk loads and runs. An address without an id asks for nothing (the page says so).
 */
export function prefetchItemPage(queryClient: QueryClient) {
  return ({ params }: { params: { itemId?: string } }) => {
    const itemId = itemIdOf(params.itemId);
    if (!Number.isNaN(itemId))
      void prefetchSession(queryClient, () => void prefetchItemAndFirstImage(queryClient, itemId));
    return null;
  };
}

async function prefetchItemAndFirstImage(queryClient: QueryClient, itemId: number) {
  const query = auctionItemQuery(itemId);
  await queryClient.prefetchQuery(query);
  const item = queryClient.getQueryData(query.queryKey);
  const imageUrl = item ? firstImageUrlOf(item) : null;
  // The first image starts as soon as its address is known, not once the page has rendered;
  // the page's <img> of the same address takes it from the browser's cache.
  if (imageUrl) Object.assign(new Image(), { fetchPriority: 'high', src: imageUrl });
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catchUpItemList } from '../items/item-list';
import { awaitingSellerCountKey, itemListKey, ownItemListsKey } from './item-list-key';

/** The cached data live frames keep current besides the items list: items, my items, the dot. */
export const isLiveDetail = (queryKey: QueryKey) =>
  (queryKey[0] === 'auctionItems' && queryKey[1] !== itemListKey[1]) ||
  queryKey[0] === ownItemListsKey[0] ||
  queryKey[0] === awaitingSellerCountKey[0];

/** Resolves once the query is not fetching (at once when it is idle or not in the cache). */
export function whenFetched(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const cache = queryClient.getQueryCache();
  const isIdle = () => cache.find({ queryKey, exact: true })?.state.fetchStatus !== 'fetching';
  return new Promise((resolve) => {
    if (isIdle()) return resolve();
    const unsubscribe = cache.subscribe(() => {
      if (!isIdle()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The session's hub connection opened for the first time. The page's data was read before the
 * hub sent it anything: a frame in between (an item that ended, a bid) never reached it. The
 * list catches up by its version once its answer is here (usually an empty delta). The rest read
 * before now is read again, and what is still on its way is read again once it is here: its
 * answer may be older than the hub's first frame (an item page loaded as its item ended kept
 * the ending's eve). An unchanged answer renders nothing (the query's structural sharing).
 */
export function catchUpAfterFirstOpen(queryClient: QueryClient): void {
  void whenFetched(queryClient, itemListKey)
    .then(() => catchUpItemList(queryClient))
    .catch(() => undefined);
  const readBefore = queryClient.getQueryCache().findAll({
    predicate: ({ queryKey, state }) =>
      isLiveDetail(queryKey) && (state.fetchStatus === 'fetching' || state.dataUpdatedAt > 0),
  });
  for (const { queryKey } of readBefore)
    void whenFetched(queryClient, queryKey).then(() =>
      queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false }),
    );
}

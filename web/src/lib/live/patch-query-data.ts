import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a patch (a live frame's state, one row read again) into a cached query without calling
 * it a fresh read: the query keeps the time it was last fetched, and stays invalidated if it
 * was. `setQueryData` does neither, so a save or a publish that invalidated My items, followed a
 * moment later by the hub's frame of the same change, left the old rows looking fresh: the page
 * opened next showed them for 30 s without asking (issue 10: frames can now come up to 100 ms
 * after the answer; the drafts journey saw a published item without its make and model).
 */
export function patchQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): void {
  const query = queryClient.getQueryCache().find<T>({ queryKey, exact: true });
  const data = query?.state.data;
  if (!query || data === undefined) return;
  const next = update(data);
  if (next === data) return;
  const { isInvalidated, dataUpdatedAt } = query.state;
  queryClient.setQueryData<T>(queryKey, next, { updatedAt: dataUpdatedAt });
  if (isInvalidated)
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

/** The same for every cached query under `queryKey` (My items' sell and buy lists). */
export function patchQueriesData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey }))
    patchQueryData(queryClient, query.queryKey, update);
}

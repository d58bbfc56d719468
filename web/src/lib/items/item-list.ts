import {
  applyItemListChanges,
  auctionItemsApi,
  type ItemListRow,
  type LiveFrame,
} from '@dealer/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { listAfterFrame } from '../live/item-list-cache';
import { itemListKey } from '../live/item-list-key';
import { readLive } from '../live/live-reads';

/** The list's version (X-List-Version) of the cached list, per query client. */
const versions = new WeakMap<QueryClient, string>();
const rememberVersion = (queryClient: QueryClient) => (headers: Headers) => {
  const version = headers.get('x-list-version');
  if (version) versions.set(queryClient, version);
  else versions.delete(queryClient);
};

/** GET /api/AuctionItems: the public list the caller may see (spec 2, items page). */
export function fetchItemList(queryClient: QueryClient, signal?: AbortSignal) {
  return callApi(
    auctionItemsApi.list,
    {},
    { signal, onHeaders: rememberVersion(queryClient), isLarge: true },
  );
}

/** A list read replays the frames heard meanwhile over its rows (live-reads.ts). */
const rowsAfterFrame = (rows: ItemListRow[], frame: LiveFrame) =>
  listAfterFrame(rows, frame, Date.now()).rows;

const itemListQuery = {
  queryKey: itemListKey,
  queryFn: ({ signal, client }: { signal: AbortSignal; client: QueryClient }) =>
    readLive(client, () => fetchItemList(client, signal), rowsAfterFrame),
};

/**
 * The list, kept live by the hub. `isWanted: false` asks for nothing but still answers the list
 * when another page has it already (the item page's other items, until they come near).
 */
export function useItemList({ isWanted = true }: { isWanted?: boolean } = {}) {
  return useQuery({ ...itemListQuery, enabled: isWanted });
}

/** Starts loading the list ahead of the page that shows it (the items page's route). */
export function prefetchItemList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(itemListQuery);
}

/**
 * After a reconnect (issue 10): only what changed since the cached list's version, applied with
 * the domain's rule; the whole list when nothing is cached yet or the server has no delta for
 * that version. Answers false when there was nothing to bring up to date.
 */
export async function catchUpItemList(queryClient: QueryClient): Promise<boolean> {
  const rows = queryClient.getQueryData<ItemListRow[]>(itemListKey);
  const since = versions.get(queryClient);
  if (!rows || !since) return false;
  const changes = await readLive(
    queryClient,
    () =>
      callApi(
        auctionItemsApi.listChanges,
        { query: { since } },
        { onHeaders: rememberVersion(queryClient) },
      ),
    (read, frame) => ({ ...read, rows: rowsAfterFrame(read.rows, frame) }),
  );
  // Changes that change nothing (the usual answer) leave the cached list as it is: setting even
  // the same rows would re-render every page that shows the list.
  queryClient.setQueryData<ItemListRow[]>(itemListKey, (current) => {
    const next = applyItemListChanges(current ?? [], changes);
    return next === current ? undefined : next;
  });
  return true;
}

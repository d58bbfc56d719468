import { ItemStatus, ItemUserType, type ItemListRow, type LiveFrame } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  applyFrameToItemCaches,
  endedStateOf,
  itemIdOf,
  withLeadingMarker,
  withPublicState,
} from './item-cache';
import { itemListKey } from './item-list-key';
import { patchQueryData } from './patch-query-data';

/**
 * What the cache update decided: nothing more, the list must be loaded again, or the one item
 * must be read again (`refreshListItem`).
 */
export type LiveOutcome = 'updated' | 'ignored' | 'refetch' | 'refresh';

const dayMs = 24 * 3_600_000;

/**
 * Applies one hub frame to the items list in place, from the public state the event carries
 * (ARCHITECTURE 7: a bid causes no refetch), and to the item page's item and my items' rows.
 * Only an item the list does not hold yet, which now belongs in it, asks for the list again.
 */
export function applyLiveFrame(
  queryClient: QueryClient,
  frame: LiveFrame,
  now: number,
): LiveOutcome {
  if (frame.type === 'Hello') return 'ignored';
  applyFrameToItemCaches(queryClient, frame);
  const rows = queryClient.getQueryData<ItemListRow[]>(itemListKey);
  if (!rows) {
    // The list's first read is on its way: an item its answer may lack is caught up after it.
    const isRead = queryClient.getQueryState(itemListKey)?.fetchStatus === 'fetching';
    return isRead && listAfterFrame([], frame, now).outcome === 'refetch' ? 'refetch' : 'ignored';
  }
  const change = listAfterFrame(rows, frame, now);
  if (change.rows !== rows)
    patchQueryData<ItemListRow[]>(queryClient, itemListKey, () => change.rows);
  return change.outcome;
}

/**
 * The list after one hub frame, and what more it needs. `now` (the server's time) decides only
 * whether an item the list lacks belongs in it; the rows do not depend on it.
 */
export function listAfterFrame(
  rows: ItemListRow[],
  frame: LiveFrame,
  now: number,
): { rows: ItemListRow[]; outcome: LiveOutcome } {
  const itemId = itemIdOf(frame);
  const index = rows.findIndex((row) => row.id === itemId);
  const row = index < 0 ? undefined : rows[index];
  const ignored = { rows, outcome: 'ignored' } as const;
  const replace = (changed: ItemListRow) =>
    changed === row
      ? ignored
      : {
          rows: rows.map((item, at) => (at === index ? changed : item)),
          outcome: 'updated' as const,
        };
  const remove = () => ({
    rows: rows.filter((item) => item.id !== itemId),
    outcome: 'updated' as const,
  });

  switch (frame.type) {
    case 'Hello':
    case 'Outbid':
    case 'BidMachineExceeded':
      return ignored;
    // Questions and added info: the list row's icons are read with the list (issue 11).
    case 'NewAuctionItemMessage':
    case 'NewAdditionalInfo':
      return ignored;
    case 'NowLeading': {
      if (!row) return ignored;
      const leading = withLeadingMarker(row, frame.priceNow);
      return replace(leading.hasOwnBid ? leading : { ...leading, hasOwnBid: true });
    }
    case 'Deleted':
      return row ? remove() : ignored;
    case 'NewEndedAuctionItems':
      return row ? replace(withPublicState(row, endedStateOf(frame))) : ignored;
    case 'NewBid':
      // A bid on an item the list lacks is no reason to load 10,000 rows again.
      return row ? replace(withPublicState(row, frame.state)) : ignored;
    case 'Redrafted':
    case 'Created':
    case 'Updated':
    case 'RefreshAuctionItem':
    case 'NewStartedAuctionItems': {
      const isDraft = frame.state.status === ItemStatus.Draft;
      if (!row)
        return !isDraft && belongsInList(frame.state, now) ? { rows, outcome: 'refetch' } : ignored;
      // Spec 4: an item back as a draft leaves the list of everyone but its seller.
      if (isDraft && row.userType !== ItemUserType.Auctioneer) return remove();
      const change = replace(withPublicState(row, frame.state));
      // Spec 4: RefreshAuctionItem refreshes the item: its change (files, who may see it) is
      // more than the state the frame carries.
      return frame.type === 'RefreshAuctionItem' ? { ...change, outcome: 'refresh' } : change;
    }
  }
}

/** The public list holds published items that have started and ended under 24 h ago. */
function belongsInList(state: { status: ItemStatus; start: string; end: string }, now: number) {
  const isListedStatus = state.status === ItemStatus.Published || state.status === ItemStatus.Ended;
  return isListedStatus && Date.parse(state.start) <= now && Date.parse(state.end) > now - dayMs;
}

import {
  ItemStatus,
  type AuctionItem,
  type BidState,
  type ItemListRow,
  type ItemPublicState,
  type LiveFrame,
  type OwnItemRow,
} from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import { auctionItemKey, itemListKey, ownItemListsKey } from './item-list-key';
import { patchQueriesData, patchQueryData } from './patch-query-data';

/**
 * The public state over what a cache holds. Bids only add up, so a state with fewer bids than
 * the cache is older (a frame that crossed a bid's own answer) and changes nothing. A bid's state
 * with no more bids than the cache is no newer either: the cache has that bid already, from the
 * bid's answer or from a later change of the item (heard first when the bid's event was relayed
 * late, its server having stopped before sending it: the server's event-bus.ts).
 */
export function withPublicState<T extends { bidCount: number }>(
  held: T,
  state: ItemPublicState | BidState,
): T {
  const isBidState = !('status' in state);
  if (state.bidCount < held.bidCount || (isBidState && state.bidCount === held.bidCount))
    return held;
  const next = { ...held, ...state };
  // A bid's state (BidState) says nothing of the status.
  return 'isDraft' in held && 'status' in state
    ? { ...next, isDraft: state.status === ItemStatus.Draft }
    : next;
}

export function updateCachedItem(
  queryClient: QueryClient,
  itemId: number,
  update: (item: AuctionItem) => AuctionItem,
): void {
  patchQueryData<AuctionItem>(queryClient, auctionItemKey(itemId), update);
}

export function updateCachedListRow(
  queryClient: QueryClient,
  itemId: number,
  update: (row: ItemListRow) => ItemListRow,
): void {
  patchQueryData<ItemListRow[]>(queryClient, itemListKey, (rows) =>
    rows.some((row) => row.id === itemId)
      ? rows.map((row) => (row.id === itemId ? update(row) : row))
      : rows,
  );
}

/** The item's rows in every loaded list of my items (sell and buy tabs). */
export function updateCachedOwnRows(
  queryClient: QueryClient,
  itemId: number,
  update: (row: OwnItemRow) => OwnItemRow,
): void {
  patchQueriesData<OwnItemRow[]>(queryClient, ownItemListsKey, (rows) =>
    rows.some((row) => row.id === itemId)
      ? rows.map((row) => (row.id === itemId ? update(row) : row))
      : rows,
  );
}

const exceededMachine = (item: AuctionItem): AuctionItem =>
  item.bidMachine
    ? { ...item, bidMachine: { ...item.bidMachine, isActive: false, isExceeded: true } }
    : item;

/**
 * The organisation leads now (a NowLeading frame). When its bid machine made its first bid, the
 * cache does not know its bidder number yet: the leader's, when the price is the frame's.
 */
export function withLeadingMarker<
  T extends {
    ownBidderMarker: number | null;
    leaderMarker: number | null;
    priceNow: number | null;
  },
>(held: T, priceNow: number): T {
  if (held.ownBidderMarker !== null || held.leaderMarker === null || held.priceNow !== priceNow)
    return held;
  return { ...held, ownBidderMarker: held.leaderMarker };
}

/** The item a frame is about; none for the hub's hello. */
export const itemIdOf = (frame: LiveFrame): number | undefined =>
  frame.type === 'Hello'
    ? undefined
    : frame.type === 'NewEndedAuctionItems'
      ? frame.auctionItemId
      : frame.itemId;

/** An ending's state, with the end the event gives. */
export const endedStateOf = (frame: Extract<LiveFrame, { type: 'NewEndedAuctionItems' }>) => ({
  ...frame.state,
  isEnded: true,
  end: frame.endDateTime,
});

/** The public state a frame carries: an ending's with its end; none for personal frames. */
function publicStateOf(frame: LiveFrame): ItemPublicState | BidState | undefined {
  switch (frame.type) {
    case 'NewEndedAuctionItems':
      return endedStateOf(frame);
    case 'NewBid':
    case 'Created':
    case 'NewStartedAuctionItems':
    case 'Updated':
    case 'Redrafted':
    case 'Deleted':
    case 'RefreshAuctionItem':
      return frame.state;
    case 'Outbid':
    case 'BidMachineExceeded':
    case 'NowLeading':
    case 'NewAuctionItemMessage':
    case 'NewAdditionalInfo':
    case 'Hello':
      return undefined;
  }
}

/** The item page's item after one hub frame: its public state, markers and bid machine. */
export function itemAfterFrame(item: AuctionItem, frame: LiveFrame): AuctionItem {
  if (itemIdOf(frame) !== item.id) return item;
  // Spec 4: an exceeded machine is switched off.
  if (
    frame.type === 'BidMachineExceeded' ||
    (frame.type === 'Outbid' && frame.isBidMachineExceeded)
  )
    return exceededMachine(item);
  if (frame.type === 'NowLeading') return withLeadingMarker(item, frame.priceNow);
  const state = publicStateOf(frame);
  return state ? withPublicState(item, state) : item;
}

/** Rows of my items after one hub frame: the item's row takes the state the frame carries. */
export function ownRowsAfterFrame(rows: OwnItemRow[], frame: LiveFrame): OwnItemRow[] {
  const itemId = itemIdOf(frame);
  const state = publicStateOf(frame);
  if (!state || !rows.some((row) => row.id === itemId)) return rows;
  return rows.map((row) => (row.id === itemId ? withPublicState(row, state) : row));
}

/**
 * Applies one hub frame to the item page's cached item and to my items' rows (the items list
 * is item-list-cache's). Public state is patched in place (ARCHITECTURE 7: a bid causes no
 * refetch); only changes the state cannot carry (details edited, a confirmation, a redraft)
 * make an open item page load its item again. A read in flight replays the frame over its
 * answer (live-reads.ts).
 */
export function applyFrameToItemCaches(queryClient: QueryClient, frame: LiveFrame): void {
  const itemId = itemIdOf(frame);
  if (itemId === undefined) return;
  updateCachedItem(queryClient, itemId, (item) => itemAfterFrame(item, frame));
  patchQueriesData<OwnItemRow[]>(queryClient, ownItemListsKey, (rows) =>
    ownRowsAfterFrame(rows, frame),
  );
  // Questions and added info: the item page's sections follow them with their own queries;
  // my items' rows carry their icons, read again with the rows (a question is a rare event).
  if (frame.type === 'NewAuctionItemMessage' || frame.type === 'NewAdditionalInfo')
    void queryClient.invalidateQueries({ queryKey: ownItemListsKey });
  else if (needsReload(frame))
    void queryClient.invalidateQueries({ queryKey: auctionItemKey(itemId), exact: true });
}

/** Events whose change the public state cannot carry: an open item page loads its item again. */
function needsReload(frame: LiveFrame): boolean {
  // A draft's own saves come back as Updated: its editor already holds what it saved.
  if (frame.type === 'Updated') return frame.state.status !== ItemStatus.Draft;
  return (
    frame.type === 'Redrafted' || frame.type === 'Deleted' || frame.type === 'RefreshAuctionItem'
  );
}

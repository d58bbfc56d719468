import {
  bidStateOf,
  ItemStatus,
  ItemUserType,
  type AuctionItem,
  type ItemListRow,
  type ItemPublicState,
  type OwnItemRow,
} from '@dealer/domain';
import { makeListRow, makePublicState } from '@dealer/domain/list-rows';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeDraft } from '../../test/item-fixtures';
import { makeOwnItemRow } from '../../test/list-row-fixtures';
import { applyLiveFrame } from './item-list-cache';
import { auctionItemKey, buyingItemsKey, itemListKey } from './item-list-key';

const now = Date.now();
const state = (change: Partial<ItemPublicState> = {}): ItemPublicState =>
  makePublicState({
    priceNow: 9100,
    bidCount: 4,
    bidderCount: 2,
    start: new Date(now - 3_600_000).toISOString(),
    end: new Date(now + 86_400_000).toISOString(),
    ...change,
  });

const bidOn = (itemId: number) =>
  ({ type: 'NewBid', organisationId: 9, itemId, state: bidStateOf(state()) }) as const;

function cacheWith(rows: ItemListRow[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(itemListKey, rows);
  const list = () => queryClient.getQueryData<ItemListRow[]>(itemListKey)!;
  return { queryClient, list };
}

/** The item page's item, published and running, with a bid machine of the viewer. */
function withItem(queryClient: QueryClient, change: Partial<AuctionItem> = {}) {
  const item = makeDraft({
    id: 1,
    status: ItemStatus.Published,
    isDraft: false,
    userType: ItemUserType.Buyer,
    priceNow: 8000,
    bidCount: 2,
    ownBidderMarker: 2,
    bidMachine: {
      id: 40,
      priceMaximum: 9000,
      officeId: null,
      isActive: true,
      isExceeded: false,
      highestAutomaticBid: 8000,
      dateDeleted: null,
      buyerDeletedPrice: null,
    },
    ...change,
  });
  queryClient.setQueryData(auctionItemKey(1), item);
  return () => queryClient.getQueryData<AuctionItem>(auctionItemKey(1))!;
}

describe('applyLiveFrame', () => {
  it('updates price, bids, bidders and end in place', () => {
    const { queryClient, list } = cacheWith([makeListRow(1), makeListRow(2)]);
    const before = list()[1];
    const next = state();
    const outcome = applyLiveFrame(
      queryClient,
      { type: 'Updated', organisationId: 9, itemId: 1, state: next },
      now,
    );
    expect(outcome).toBe('updated');
    expect(list()[0]).toMatchObject({ priceNow: 9100, bidCount: 4, bidderCount: 2, end: next.end });
    expect(list()[1]).toBe(before);
  });

  it('patches what a bid changes of a row, keeping the rest and what is the viewer’s own', () => {
    const { queryClient, list } = cacheWith([
      makeListRow(1, { ownBidderMarker: 1, hasOwnBid: true, isFavorite: true }),
    ]);
    const bid = state({ leaderMarker: 3, priceReservationExceeded: true });
    const outcome = applyLiveFrame(
      queryClient,
      { type: 'NewBid', organisationId: 9, itemId: 1, state: bidStateOf(bid) },
      now,
    );
    expect(outcome).toBe('updated');
    expect(list()[0]).toMatchObject({
      ...bidStateOf(bid),
      status: ItemStatus.Published,
      ownBidderMarker: 1,
      hasOwnBid: true,
      isFavorite: true,
    });
  });

  it('never asks for the list because of a bid, and keeps a newer state than the frame', () => {
    const { queryClient, list } = cacheWith([makeListRow(1, { bidCount: 6, priceNow: 9500 })]);
    expect(applyLiveFrame(queryClient, bidOn(5), now)).toBe('ignored');
    // A frame with four bids crossing the answer that already brought the sixth.
    applyLiveFrame(
      queryClient,
      { type: 'NewBid', organisationId: 9, itemId: 1, state: bidStateOf(state()) },
      now,
    );
    expect(list()[0]).toMatchObject({ bidCount: 6, priceNow: 9500 });
  });

  it('keeps a change of the item heard before the bid it followed: the bid is in it already', () => {
    const { queryClient, list } = cacheWith([makeListRow(1)]);
    const item = withItem(queryClient, { priceNow: 9000, bidCount: 3 });
    const bid = state({ bidCount: 4, leaderMarker: 3 });
    // The auctioneer moved the end after the fourth bid; its frame came first (the bid's was
    // relayed late, its server having stopped before sending it).
    const moved = state({ ...bid, end: new Date(now + 2 * 86_400_000).toISOString() });
    applyLiveFrame(
      queryClient,
      { type: 'Updated', organisationId: 9, itemId: 1, state: moved },
      now,
    );
    applyLiveFrame(
      queryClient,
      { type: 'NewBid', organisationId: 9, itemId: 1, state: bidStateOf(bid) },
      now,
    );
    expect(list()[0]).toMatchObject({ bidCount: 4, end: moved.end });
    expect(item()).toMatchObject({ bidCount: 4, end: moved.end });
  });

  it("moves the item page's price, counts and end with a bid, without reloading it", async () => {
    const { queryClient } = cacheWith([]);
    const item = withItem(queryClient);
    const bid = state({ priceNow: 9100, bidCount: 4, leaderMarker: 3 });
    applyLiveFrame(
      queryClient,
      { type: 'NewBid', organisationId: 9, itemId: 1, state: bidStateOf(bid) },
      now,
    );
    expect(item()).toMatchObject({
      priceNow: 9100,
      bidCount: 4,
      bidderCount: 2,
      end: bid.end,
      leaderMarker: 3,
      ownBidderMarker: 2,
    });
    await Promise.resolve();
    expect(queryClient.getQueryState(auctionItemKey(1))?.isInvalidated).toBe(false);
  });

  it('ends the item page’s item with the end the event gives', () => {
    const { queryClient } = cacheWith([]);
    const item = withItem(queryClient);
    const end = new Date(now - 1000).toISOString();
    applyLiveFrame(
      queryClient,
      {
        type: 'NewEndedAuctionItems',
        organisationId: 9,
        auctionItemId: 1,
        endDateTime: end,
        state: state({ isEnded: true, isFinished: true, winnerMarker: 3 }),
      },
      now,
    );
    expect(item()).toMatchObject({ isEnded: true, end, winnerMarker: 3, isFinished: true });
  });

  it('reloads the item page after a change the state cannot carry (a confirmation)', () => {
    const { queryClient } = cacheWith([]);
    withItem(queryClient);
    applyLiveFrame(
      queryClient,
      { type: 'Updated', organisationId: 9, itemId: 1, state: state({ confirmedSold: true }) },
      now,
    );
    expect(queryClient.getQueryState(auctionItemKey(1))?.isInvalidated).toBe(true);
  });

  it('switches the bid machine off when the organisation hears it was exceeded', () => {
    const { queryClient } = cacheWith([]);
    const item = withItem(queryClient);
    const frame = { itemId: 1, reference: 'ABC-123', priceNow: 9100 };
    applyLiveFrame(queryClient, { type: 'Outbid', ...frame, isBidMachineExceeded: false }, now);
    expect(item().bidMachine).toMatchObject({ isActive: true, isExceeded: false });
    applyLiveFrame(queryClient, { type: 'BidMachineExceeded', ...frame }, now);
    expect(item().bidMachine).toMatchObject({ isActive: false, isExceeded: true });
  });

  it('learns the own bidder number when a bid machine made the first bid and leads', () => {
    const { queryClient, list } = cacheWith([
      makeListRow(1, { priceNow: 9100, bidCount: 4, leaderMarker: 3 }),
    ]);
    const item = withItem(queryClient, { ownBidderMarker: null, priceNow: 9100, leaderMarker: 3 });
    applyLiveFrame(
      queryClient,
      { type: 'NowLeading', itemId: 1, reference: 'ABC-123', priceNow: 9100 },
      now,
    );
    expect(item().ownBidderMarker).toBe(3);
    expect(list()[0]).toMatchObject({ ownBidderMarker: 3, hasOwnBid: true });
  });

  it('moves the rows of my items too', () => {
    const { queryClient } = cacheWith([]);
    queryClient.setQueryData(buyingItemsKey(7), [makeOwnItemRow(1), makeOwnItemRow(2)]);
    applyLiveFrame(
      queryClient,
      { type: 'NewBid', organisationId: 9, itemId: 1, state: bidStateOf(state()) },
      now,
    );
    const rows = queryClient.getQueryData<OwnItemRow[]>(buyingItemsKey(7))!;
    expect(rows.map((row) => row.priceNow)).toEqual([9100, null]);
  });

  it('removes a deleted item', () => {
    const { queryClient, list } = cacheWith([makeListRow(1), makeListRow(2)]);
    applyLiveFrame(
      queryClient,
      { type: 'Deleted', organisationId: 9, itemId: 1, state: state() },
      now,
    );
    expect(list().map((row) => row.id)).toEqual([2]);
  });

  it('removes a redrafted item, except from its seller', () => {
    const { queryClient, list } = cacheWith([
      makeListRow(1),
      makeListRow(2, { userType: ItemUserType.Auctioneer }),
    ]);
    const draft = state({ status: ItemStatus.Draft });
    applyLiveFrame(
      queryClient,
      { type: 'Redrafted', organisationId: 9, itemId: 1, state: draft },
      now,
    );
    applyLiveFrame(
      queryClient,
      { type: 'Redrafted', organisationId: 7, itemId: 2, state: draft },
      now,
    );
    expect(list().map((row) => [row.id, row.status])).toEqual([[2, ItemStatus.Draft]]);
  });

  it('ends an item with the end the event gives', () => {
    const { queryClient, list } = cacheWith([makeListRow(1)]);
    const end = new Date(now - 1000).toISOString();
    applyLiveFrame(
      queryClient,
      {
        type: 'NewEndedAuctionItems',
        organisationId: 9,
        auctionItemId: 1,
        endDateTime: end,
        state: state({ isEnded: true }),
      },
      now,
    );
    expect(list()[0]).toMatchObject({ isEnded: true, end });
  });

  it.each(['Created', 'NewStartedAuctionItems', 'RefreshAuctionItem'] as const)(
    'asks for the list when %s brings a running item it does not hold',
    (type) => {
      const { queryClient } = cacheWith([makeListRow(1)]);
      expect(
        applyLiveFrame(queryClient, { type, organisationId: 9, itemId: 5, state: state() }, now),
      ).toBe('refetch');
    },
  );

  it('patches a listed item from RefreshAuctionItem, then asks to read the item again', () => {
    const { queryClient, list } = cacheWith([makeListRow(1), makeListRow(2)]);
    const changed = state({ end: new Date(now + 7 * 86_400_000).toISOString() });
    expect(
      applyLiveFrame(
        queryClient,
        { type: 'RefreshAuctionItem', organisationId: 9, itemId: 1, state: changed },
        now,
      ),
    ).toBe('refresh');
    expect(list()[0]).toMatchObject({ end: changed.end, priceNow: 9100 });
    // An Updated carries all it changes: no read.
    expect(
      applyLiveFrame(
        queryClient,
        { type: 'Updated', organisationId: 9, itemId: 2, state: changed },
        now,
      ),
    ).toBe('updated');
  });

  it('ignores new drafts, scheduled items and frames without a loaded list', () => {
    const { queryClient } = cacheWith([makeListRow(1)]);
    const later = new Date(now + 3_600_000).toISOString();
    const frame = (change: Partial<ItemPublicState>) =>
      ({ type: 'Created', organisationId: 9, itemId: 5, state: state(change) }) as const;
    expect(applyLiveFrame(queryClient, frame({ status: ItemStatus.Draft }), now)).toBe('ignored');
    expect(applyLiveFrame(queryClient, frame({ start: later }), now)).toBe('ignored');
    expect(applyLiveFrame(new QueryClient(), frame({}), now)).toBe('ignored');
    expect(applyLiveFrame(queryClient, { type: 'Hello', serverTime: '' }, now)).toBe('ignored');
  });

  it('asks to catch up on an item that starts while the list’s first read is on its way', () => {
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: itemListKey, queryFn: () => new Promise(() => {}) });
    const started = { type: 'NewStartedAuctionItems', organisationId: 9, itemId: 5 } as const;
    expect(applyLiveFrame(queryClient, { ...started, state: state() }, now)).toBe('refetch');
    // Not for a bid or for an item that has not started: the answer's rows take those.
    const later = new Date(now + 3_600_000).toISOString();
    expect(applyLiveFrame(queryClient, { ...started, state: state({ start: later }) }, now)).toBe(
      'ignored',
    );
    expect(applyLiveFrame(queryClient, bidOn(5), now)).toBe('ignored');
  });
});

import { ItemStatus, ItemUserType, type ItemListRow, type ItemPublicState } from '@dealer/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeListRow } from '../../features/items/test/list-row-fixtures';
import { applyLiveFrame } from './item-list-cache';
import { itemListKey } from './item-list-key';

const now = Date.now();
const state = (change: Partial<ItemPublicState> = {}): ItemPublicState => ({
  status: ItemStatus.Published,
  priceNow: 9100,
  bidCount: 4,
  bidderCount: 2,
  start: new Date(now - 3_600_000).toISOString(),
  end: new Date(now + 86_400_000).toISOString(),
  isEnded: false,
  ...change,
});

function cacheWith(rows: ItemListRow[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(itemListKey, rows);
  const list = () => queryClient.getQueryData<ItemListRow[]>(itemListKey)!;
  return { queryClient, list };
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
});

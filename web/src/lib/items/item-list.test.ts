import { type ItemListChanges, type ItemPublicState, type LiveFrame } from '@dealer/domain';
import { makeListRow, makePublicState } from '@dealer/domain/list-rows';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse } from '../../test/mock-api';
import { itemListKey } from '../live/item-list-key';
import { hearFrame } from '../live/live-reads';
import { catchUpItemList, fetchItemList, prefetchItemList } from './item-list';

const now = Date.now();
const ended = (itemId: number, change: Partial<ItemPublicState> = {}): LiveFrame => ({
  type: 'NewEndedAuctionItems',
  organisationId: 9,
  auctionItemId: itemId,
  endDateTime: new Date(now - 1000).toISOString(),
  state: makePublicState({
    priceNow: 5100,
    bidCount: 1,
    bidderCount: 1,
    isEnded: true,
    isFinished: true,
    end: new Date(now - 1000).toISOString(),
    ...change,
  }),
});

/** An answer the test gives once the frames it hears meanwhile are heard. */
function heldAnswer() {
  let answer!: (response: MockResponse) => void;
  const promise = new Promise<MockResponse>((resolve) => (answer = resolve));
  return { route: () => promise, answer };
}

describe('the items list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read as a large answer: its body taken whole, as a Blob', async () => {
    const { fetchMock } = mockApi({ 'GET /api/AuctionItems': { body: [] } });
    const blob = vi.spyOn(Response.prototype, 'blob');
    await expect(fetchItemList(new QueryClient())).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(blob).toHaveBeenCalledTimes(1);
  });

  it('takes the frames heard while it was read over its older rows', async () => {
    const queryClient = new QueryClient();
    const held = heldAnswer();
    mockApi({ 'GET /api/AuctionItems': held.route });
    const loading = prefetchItemList(queryClient);
    hearFrame(queryClient, ended(1));
    held.answer({ body: [makeListRow(1, { priceNow: 5100, bidCount: 1 }), makeListRow(2)] });
    await loading;
    const [first, second] =
      queryClient.getQueryData<ReturnType<typeof makeListRow>[]>(itemListKey)!;
    expect(first).toMatchObject({ id: 1, isEnded: true, isFinished: true });
    expect(second).toMatchObject({ id: 2, isEnded: false });
  });

  it('keeps a frame heard while it caught up over the older row the delta brings', async () => {
    const queryClient = new QueryClient();
    const running = makeListRow(1, { priceNow: 5100, bidCount: 1 });
    queryClient.setQueryData(itemListKey, [running]);
    const held = heldAnswer();
    mockApi({
      'GET /api/AuctionItems': { body: [running], headers: { 'X-List-Version': '7' } },
      'GET /api/AuctionItems/changes': held.route,
    });
    await fetchItemList(queryClient);
    const catchingUp = catchUpItemList(queryClient);
    hearFrame(queryClient, ended(1));
    const changes: ItemListChanges = {
      isDelta: true,
      rows: [{ ...running, priceNow: 5100 }],
      removedIds: [],
      favoriteIds: [],
      bidMachineIds: [],
    };
    held.answer({ body: changes, headers: { 'X-List-Version': '8' } });
    await expect(catchingUp).resolves.toBe(true);
    expect(queryClient.getQueryData<(typeof running)[]>(itemListKey)).toMatchObject([
      { id: 1, isEnded: true, isFinished: true },
    ]);
  });
});

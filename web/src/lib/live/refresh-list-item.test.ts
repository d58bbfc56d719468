import { type AuctionItem, type ItemListRow } from '@dealer/domain';
import { makeListRow } from '@dealer/domain/list-rows';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeDraft, makeFile } from '../../test/item-fixtures';
import { apiError, mockApi } from '../../test/mock-api';
import { auctionItemKey, itemListKey } from './item-list-key';
import { refreshListItem } from './refresh-list-item';

function listOf(rows: ItemListRow[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(itemListKey, rows);
  const list = () => queryClient.getQueryData<ItemListRow[]>(itemListKey)!;
  return { queryClient, list };
}

describe('refreshListItem (spec 4: RefreshAuctionItem)', () => {
  it('reads the item again and takes its details into the row', async () => {
    const { queryClient, list } = listOf([makeListRow(1), makeListRow(2)]);
    const other = list()[1];
    // The seller put its second image first and wrote a description.
    const item = makeDraft({
      id: 1,
      make: 'Volvo',
      model: 'XC70',
      auctioneerDescription: 'x'.repeat(400),
      isFavoriteForUser: true,
      files: [
        makeFile(11, { orderNumber: 1 }),
        makeFile(12, { orderNumber: 2, isImage: false, isPdf: true }),
        makeFile(13, { orderNumber: 0 }),
      ],
    });
    const { calls } = mockApi({ 'GET /api/AuctionItems/1': { body: item } });
    await refreshListItem(queryClient, 1);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/AuctionItems/1',
    ]);
    expect(list()[0]).toMatchObject({
      model: 'XC70',
      thumbnailUrl: '/media/file-13',
      isFavorite: true,
      // The bidding state stays the events'.
      priceNow: makeListRow(1).priceNow,
    });
    expect(list()[0]!.auctioneerDescription).toHaveLength(300);
    expect(list()[1]).toBe(other);
    // An open item page gets the item just read.
    expect(queryClient.getQueryData<AuctionItem>(auctionItemKey(1))?.model).toBe('XC70');
  });

  it('removes the item from the list when its refresh answers 404', async () => {
    const { queryClient, list } = listOf([makeListRow(1), makeListRow(2)]);
    mockApi({ 'GET /api/AuctionItems/1': apiError(404, 'not_found') });
    await refreshListItem(queryClient, 1);
    expect(list().map((row) => row.id)).toEqual([2]);
  });

  it('keeps the row and logs when the refresh fails otherwise', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient, list } = listOf([makeListRow(1)]);
    mockApi({ 'GET /api/AuctionItems/1': apiError(500, 'internal_error') });
    await refreshListItem(queryClient, 1);
    expect(list().map((row) => row.id)).toEqual([1]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

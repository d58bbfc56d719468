import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { fetchItemList } from './item-list';

describe('the items list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read as a large answer: its body taken whole, as a Blob', async () => {
    const { fetchMock } = mockApi({ 'GET /api/AuctionItems': { body: [] } });
    const blob = vi.spyOn(Response.prototype, 'blob');
    await expect(fetchItemList(new QueryClient())).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(blob).toHaveBeenCalledTimes(1);
  });
});

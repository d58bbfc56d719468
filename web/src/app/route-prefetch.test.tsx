import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../test/fixtures';
import { makeListRow } from '../test/list-row-fixtures';
import { apiError, mockApi, sessionRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { itemListKey } from '../lib/live/item-list-key';
import { createQueryClient } from '../lib/query-client';
import { prefetchItemsPage } from './route-prefetch';

// Issue 10: the items page's data starts with its chunk, not after it and the gate.
describe('the items page’s prefetch', () => {
  it('asks for the session, then the list, with nothing rendered', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems': { body: [makeListRow(1)] },
    });
    const queryClient = createQueryClient();
    expect(prefetchItemsPage(queryClient)()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(itemListKey)).toHaveLength(1));
    const listAt = calls.findIndex((call) => call.path === '/api/AuctionItems');
    const userAt = calls.findIndex((call) => call.path === '/api/User/GetCurrentUser');
    expect(userAt).toBeGreaterThanOrEqual(0);
    expect(userAt).toBeLessThan(listAt);
  });

  it('leaves the page nothing to ask again', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems': { body: [makeListRow(1)] },
    });
    renderApp('/ilmoitukset');
    expect(await screen.findByTestId('page-title')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/User/GetCurrentUser')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/AuctionItems')).toHaveLength(1);
  });

  it('asks for no list without a session', async () => {
    const { calls } = mockApi({ 'GET /api/User/GetCurrentUser': apiError(401, 'unauthenticated') });
    const { router } = renderApp('/ilmoitukset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kirjaudu'));
    expect(calls.filter((call) => call.path === '/api/User/GetCurrentUser')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/AuctionItems')).toBe(false);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { makeListRow } from '@dealer/domain/list-rows';
import { describe, expect, it, vi } from 'vitest';
import { buyerFlags } from '../test/fixtures';
import {
  apiError,
  mockApi,
  sessionRoutes,
  type MockResponse,
  type MockRoutes,
} from '../test/mock-api';
import { sessionQueryKey } from '../lib/session/session-query';
import { renderApp } from '../test/render-app';
import { itemListKey } from '../lib/live/item-list-key';
import { createQueryClient } from '../lib/query-client';
import { auctionItemKey } from '../lib/live/item-list-key';
import { makeCompleteDraft, makeFile, itemPageRoutes } from '../test/item-fixtures';
import { prefetchItemPage, prefetchItemsPage } from './route-prefetch';

/** The routes with the permissions call held until `release`: the session stays unfinished. */
function holdPermissions(routes: MockRoutes) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const permissions = routes['GET /api/User/GetUserPermissions'] as MockResponse;
  return {
    routes: {
      ...routes,
      'GET /api/User/GetUserPermissions': async () => {
        await released;
        return permissions;
      },
    },
    release,
  };
}

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

// The item page likewise: the item starts with the page's chunk, so its photos can start sooner.
describe('the item page’s prefetch', () => {
  it('asks for the session, then the item, with nothing rendered', async () => {
    const item = makeCompleteDraft();
    const { calls } = mockApi(itemPageRoutes(item));
    const queryClient = createQueryClient();
    expect(prefetchItemPage(queryClient)({ params: { itemId: String(item.id) } })).toBeNull();
    await waitFor(() =>
      expect(queryClient.getQueryData(auctionItemKey(item.id))).toMatchObject({ id: item.id }),
    );
    const itemAt = calls.findIndex((call) => call.path === `/api/AuctionItems/${item.id}`);
    const userAt = calls.findIndex((call) => call.path === '/api/User/GetCurrentUser');
    expect(userAt).toBeGreaterThanOrEqual(0);
    expect(userAt).toBeLessThan(itemAt);
  });

  it('asks for the item once the user is known, before the rest of the session answers', async () => {
    const item = makeCompleteDraft();
    const held = holdPermissions(itemPageRoutes(item));
    const { calls } = mockApi(held.routes);
    const queryClient = createQueryClient();
    prefetchItemPage(queryClient)({ params: { itemId: String(item.id) } });
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/AuctionItems/${item.id}`)).toBe(true),
    );
    expect(queryClient.getQueryData(sessionQueryKey)).toBeUndefined();
    held.release();
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toBeDefined());
  });

  it('starts the first image the page will show, as the page asks for it', async () => {
    // The page's order (orderNumber), turned as the seller chose, at the page's width.
    const item = makeCompleteDraft({
      files: [makeFile(2, { orderNumber: 1 }), makeFile(3, { orderNumber: 0, angle: 90 })],
    });
    mockApi(itemPageRoutes(item));
    const started: Array<{ src: string; fetchPriority: string }> = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(src: string) {
          started.push({ src, fetchPriority: this.fetchPriority });
        }
      },
    );
    try {
      prefetchItemPage(createQueryClient())({ params: { itemId: String(item.id) } });
      await waitFor(() =>
        expect(started).toEqual([
          { src: '/media/file-3?width=432&angle=90', fetchPriority: 'high' },
        ]),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for nothing when the address holds no item id', async () => {
    const { calls } = mockApi(sessionRoutes(buyerFlags));
    const queryClient = createQueryClient();
    for (const itemId of ['abc', '0', '12345678901', undefined])
      expect(prefetchItemPage(queryClient)({ params: { itemId } })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('leaves the page nothing to ask again', async () => {
    const item = makeCompleteDraft();
    const { calls } = mockApi(itemPageRoutes(item));
    renderApp(`/ilmoitukset/${item.id}`);
    expect(await screen.findByTestId('item-sections', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/User/GetCurrentUser')).toHaveLength(1);
    expect(calls.filter((call) => call.path === `/api/AuctionItems/${item.id}`)).toHaveLength(1);
  });
});

import type { PermissionFlags } from '@dealer/domain';
import { makePublicState } from '@dealer/domain/list-rows';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, nobodyFlags, sellerFlags } from '../../test/fixtures';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { mockApi, sessionRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function navigationEntries(flags: PermissionFlags) {
  mockApi(sessionRoutes(flags));
  renderApp('/ilmoitukset');
  const navigation = await screen.findByTestId('left-navigation');
  return [...navigation.querySelectorAll('[data-testid^="nav-"]')].map((entry) =>
    entry.getAttribute('data-testid'),
  );
}

describe('left navigation', () => {
  it('shows a buyer items, my items and settings', async () => {
    expect(await navigationEntries(buyerFlags)).toEqual([
      'nav-items',
      'nav-myItems',
      'nav-settings',
    ]);
  });

  it('shows a seller the add entry too', async () => {
    expect(await navigationEntries(sellerFlags)).toEqual([
      'nav-add',
      'nav-items',
      'nav-myItems',
      'nav-settings',
    ]);
  });

  it('shows someone who neither buys nor sells only items and settings', async () => {
    expect(await navigationEntries(nobodyFlags)).toEqual(['nav-items', 'nav-settings']);
  });

  it('links to the Finnish paths with translated names', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    const myItems = await screen.findByTestId('nav-myItems');
    expect(myItems.getAttribute('href')).toBe('/ilmoitukset/omat');
    expect(myItems.textContent).toBe('Omat');
  });

  it('shows a dot on My items while the organisation has ended items waiting for it as seller', async () => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/AuctionItems/AwaitingSellerCount': { body: { count: 2 } },
    });
    renderApp('/ilmoitukset');
    const myItems = await screen.findByTestId('nav-myItems');
    await screen.findByTestId('my-items-awaiting-dot');
    expect(myItems.textContent).toContain('2 päättynyttä kohdetta odottaa');
  });

  it('shows no dot without such items, and never asks for a buyer', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/AuctionItems/AwaitingSellerCount': { body: { count: 0 } },
    });
    renderApp('/ilmoitukset');
    await screen.findByTestId('nav-myItems');
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/AwaitingSellerCount'))).toBe(true),
    );
    expect(screen.queryByTestId('my-items-awaiting-dot')).toBeNull();

    const buyer = mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    await screen.findAllByTestId('nav-myItems');
    expect(buyer.calls.some((call) => call.path.endsWith('/AwaitingSellerCount'))).toBe(false);
  });

  it("asks again when one of the organisation's own items ends live", async () => {
    let count = 0;
    const { calls } = mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/AuctionItems': { body: [] },
      'GET /api/AuctionItems/AwaitingSellerCount': () => ({ body: { count } }),
    });
    renderApp('/ilmoitukset');
    await screen.findByTestId('nav-myItems');
    const asked = () => calls.filter((call) => call.path.endsWith('/AwaitingSellerCount')).length;
    await waitFor(() => expect(asked()).toBe(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    // The first connection catches up the count asked before it opened.
    await waitFor(() => expect(asked()).toBe(2));
    const ended = (organisationId: number) => ({
      type: 'NewEndedAuctionItems' as const,
      organisationId,
      auctionItemId: 5,
      endDateTime: new Date().toISOString(),
      state: makePublicState({ isEnded: true }),
    });
    // Another organisation's item: no question.
    act(() => socket.send(ended(9)));
    count = 1;
    act(() => socket.send(ended(7)));
    await screen.findByTestId('my-items-awaiting-dot');
    expect(asked()).toBe(3);
  });
});

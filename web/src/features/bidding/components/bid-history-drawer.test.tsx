import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { apiError, type MockRequest } from '../../../test/mock-api';
import { makeBidView, makeBuyerItem, newBidFrame, openItemPage } from '../test/bidding-fixtures';
import { historyRefetchDebounceMs } from './bid-history-drawer';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const topBidCalls = (calls: MockRequest[]) =>
  calls.filter(({ path }) => path === '/api/AuctionItems/123/topBids').length;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const bids = [
  makeBidView(3, {
    price: 5200,
    isAutomatic: true,
    bidderMarker: 2,
    placed: '2026-03-12T12:05:07Z',
  }),
  makeBidView(2, {
    price: 5100,
    bidderMarker: 1,
    isMyBid: true,
    isCurrentOrganisationsBid: true,
    bidderName: 'Matti Meikäläinen',
    placed: '2026-03-12T11:59:58Z',
  }),
];

describe('bid history panel', { timeout: 20_000 }, () => {
  it('lists the bids with their time in seconds, automatic ones and the own organisation', async () => {
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'GET /api/AuctionItems/123/topBids': { body: bids },
    });
    await user.click(screen.getByTestId('bid-history-button'));
    const panel = await screen.findByTestId('bid-history');
    await within(panel).findByTestId('bid-history-list');

    const first = within(panel).getByTestId('bid-history-3');
    expect(plain(within(first).getByTestId('bid-history-price').textContent)).toBe('5 200 €');
    expect(within(first).getByTestId('bid-history-time').textContent).toBe(
      '12.3.2026 14:05:07 · Tarjoaja 2',
    );
    expect(first.textContent).toContain('Automaattinen');
    expect(first.textContent).not.toContain('Organisaatiosi');
    const own = within(panel).getByTestId('bid-history-2');
    expect(own.textContent).toContain('Organisaatiosi');
    expect(within(own).getByTestId('bid-history-identity').textContent).toBe('Matti Meikäläinen');
    expect(within(own).getByTestId('bid-history-time').textContent).toContain('13:59:58');

    await user.click(within(panel).getByTestId('bid-history-close'));
    await waitFor(() => expect(screen.queryByTestId('bid-history-list')).toBeNull());
  });

  // Issue 15: the panel lay under the fixed app bar, whose sign-out button took the tap meant for
  // its close button on a phone. The browser journey taps it; this checks the layers.
  it('lies above the app bar, so that its close button is the one tapped', async () => {
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'GET /api/AuctionItems/123/topBids': { body: bids },
    });
    await user.click(screen.getByTestId('bid-history-button'));
    const panel = await screen.findByTestId('bid-history');
    const appBar = document.querySelector('header.MuiAppBar-root')!;
    const layer = (element: Element) => Number(getComputedStyle(element).zIndex);
    expect(layer(appBar)).toBeGreaterThan(0);
    expect(layer(panel)).toBeGreaterThan(layer(appBar));
  });

  it('loads once more for a burst of new bids on the item while open, not after', async () => {
    const item = makeBuyerItem();
    let answer = bids;
    const { user, calls, send } = await openItemPage(item, buyerFlags, {
      'GET /api/AuctionItems/123/topBids': () => ({ body: answer }),
    });
    await user.click(screen.getByTestId('bid-history-button'));
    await screen.findByTestId('bid-history-list');
    expect(topBidCalls(calls)).toBe(1);

    answer = [makeBidView(4, { price: 5300, bidderMarker: 3 }), ...bids];
    send(newBidFrame(item, { priceNow: 5300, bidCount: 3 }));
    send(newBidFrame(item, { priceNow: 5300, bidCount: 3 }));
    // A bid on another item is not this history's.
    send(newBidFrame({ ...item, id: 999 }, { priceNow: 100, bidCount: 9 }));
    // Two frames of a burst make one more load (not a check at half the debounce, which a
    // loaded machine's timers overrun).
    await waitFor(() => expect(screen.getByTestId('bid-history-4')).toBeTruthy());
    expect(topBidCalls(calls)).toBe(2);

    await user.click(screen.getByTestId('bid-history-close'));
    send(newBidFrame(item, { priceNow: 5400, bidCount: 4 }));
    await pause(historyRefetchDebounceMs * 2);
    expect(topBidCalls(calls)).toBe(2);
  });

  it('says when the bids cannot be loaded', async () => {
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'GET /api/AuctionItems/123/topBids': apiError(403, 'forbidden'),
    });
    await user.click(screen.getByTestId('bid-history-button'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tietojen haku epäonnistui.');
  });

  it('fills a narrow screen', async () => {
    window.innerWidth = 700;
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      'GET /api/AuctionItems/123/topBids': { body: bids },
    });
    await user.click(screen.getByTestId('bid-history-button'));
    const paper = (await screen.findByTestId('bid-history')).querySelector('.MuiDrawer-paper')!;
    expect(getComputedStyle(paper).width).toBe('100%');
  });
});

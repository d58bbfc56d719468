import { ItemStatus, type ItemListRow } from '@dealer/domain';
import { makeListRow, makePublicState } from '@dealer/domain/list-rows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { buyerFlags, makeUser } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Outbid on item 1 (raise 50), leading on 2, never bid on 3, ended on 4. */
const rows: ItemListRow[] = [
  makeListRow(1, {
    priceNow: 7200,
    minimumRaise: 50,
    bidCount: 2,
    hasOwnBid: true,
    ownBidderMarker: 1,
    leaderMarker: 2,
  }),
  makeListRow(2, {
    priceNow: 6000,
    bidCount: 1,
    hasOwnBid: true,
    ownBidderMarker: 1,
    leaderMarker: 1,
  }),
  makeListRow(3, { priceNow: 6000, bidCount: 1, leaderMarker: 1 }),
  makeListRow(4, {
    status: ItemStatus.Ended,
    isEnded: true,
    end: new Date(Date.now() - 3_600_000).toISOString(),
    priceNow: 6000,
    hasOwnBid: true,
    ownBidderMarker: 1,
    leaderMarker: 2,
  }),
];

async function showItems(routes: MockRoutes = {}, user = makeUser(buyerFlags)) {
  const api = mockApi({
    ...sessionRoutes(buyerFlags, user),
    'GET /api/AuctionItems': { body: rows },
    ...routes,
  });
  const view = renderApp('/ilmoitukset');
  await screen.findByTestId('item-1');
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return { ...api, ...view, socket, user: userEvent.setup({ delay: null }) };
}

const bidAnswer = {
  auctionItemId: 1,
  state: makePublicState({
    priceNow: 7250,
    bidCount: 3,
    bidderCount: 2,
    leaderMarker: 1,
    start: rows[0]!.start,
    end: rows[0]!.end,
  }),
  isLeading: true,
  ownBidderMarker: 1,
  bidMachine: null,
};

describe('quick bid', { timeout: 20_000 }, () => {
  it('shows on a running item the organisation has bid on and does not lead', async () => {
    await showItems();
    expect(screen.getByTestId('quick-bid-1')).toBeTruthy();
    expect(screen.queryByTestId('quick-bid-2')).toBeNull();
    expect(screen.queryByTestId('quick-bid-3')).toBeNull();
    expect(screen.queryByTestId('quick-bid-4')).toBeNull();
  });

  it('asks, then bids the price plus the minimum raise, without opening the item', async () => {
    const { user, calls, router } = await showItems({
      'POST /api/AuctionItems/1/Bid': { body: bidAnswer },
    });
    await user.click(screen.getByTestId('quick-bid-1'));
    const dialog = await screen.findByTestId('quick-bid-dialog');
    expect(plain(within(dialog).getByTestId('quick-bid-text').textContent)).toBe(
      'Huudetaanko kohteesta ABC-1 Volvo V70 7 250 €?',
    );
    expect(router.state.location.pathname).toBe('/ilmoitukset');
    await user.click(within(dialog).getByTestId('quick-bid-confirm'));

    await waitFor(() => expect(screen.queryByTestId('quick-bid-dialog')).toBeNull());
    const bid = calls.find(({ path }) => path === '/api/AuctionItems/1/Bid')!;
    expect(bid.body).toEqual({
      auctionItemId: 1,
      price: 7250,
      priceNow: 7200,
      organisationId: 7,
      officeId: 70,
    });
    expect(bid.headers['Idempotency-Key']).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ilmoitukset');
    // The organisation leads now: no quick bid any more, and the new price shows.
    await waitFor(() => expect(screen.queryByTestId('quick-bid-1')).toBeNull());
    expect(plain(screen.getByTestId('item-1').textContent)).toContain('7 250 €');
  });

  it('closes the question when the price changes meanwhile', async () => {
    const { user, socket, calls } = await showItems();
    await user.click(screen.getByTestId('quick-bid-1'));
    await screen.findByTestId('quick-bid-dialog');
    act(() =>
      socket.send({
        type: 'NewBid',
        organisationId: 9,
        itemId: 1,
        state: { ...bidAnswer.state, priceNow: 7300, leaderMarker: 2 },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('quick-bid-dialog')).toBeNull());
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('rejects without bidding', async () => {
    const { user, calls } = await showItems();
    await user.click(screen.getByTestId('quick-bid-1'));
    await user.click(
      within(await screen.findByTestId('quick-bid-dialog')).getByTestId('quick-bid-reject'),
    );
    await waitFor(() => expect(screen.queryByTestId('quick-bid-dialog')).toBeNull());
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('says information is missing without a selected organisation', async () => {
    const noOrganisation = makeUser({ ...buyerFlags, selectedOrganisationId: null, nwAdmin: true });
    const { user, calls } = await showItems({}, noOrganisation);
    await user.click(screen.getByTestId('quick-bid-1'));
    await user.click(
      within(await screen.findByTestId('quick-bid-dialog')).getByTestId('quick-bid-confirm'),
    );
    expect((await screen.findByTestId('toast')).textContent).toBe('Tietoja puuttuu.');
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('says the bid failed', async () => {
    const { user } = await showItems({
      'POST /api/AuctionItems/1/Bid': apiError(400, 'validation_failed'),
    });
    await user.click(screen.getByTestId('quick-bid-1'));
    await user.click(
      within(await screen.findByTestId('quick-bid-dialog')).getByTestId('quick-bid-confirm'),
    );
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Tarjouksen tallennus epäonnistui.',
    );
  });

  it('is on the cards too', async () => {
    const { user } = await showItems();
    await user.click(screen.getByTestId('view-card'));
    const cards = await screen.findByTestId('item-cards');
    expect(within(cards).getByTestId('quick-bid-1')).toBeTruthy();
  });
});

import {
  ItemStatus,
  type ItemListRow,
  type OwnItemRow,
  type PermissionFlags,
} from '@dealer/domain';
import { makeListRow } from '@dealer/domain/list-rows';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyerFlags, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeOwnItemRow } from '../../../test/list-row-fixtures';

const hour = 3_600_000;
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ended = {
  status: ItemStatus.Ended,
  isEnded: true,
  end: new Date(Date.now() - hour).toISOString(),
  priceNow: 6500,
  bidCount: 3,
  ownBidderMarker: 2,
  hasOwnBid: true,
} as const;
const winner = { isFinished: true, isWinningBidSelected: true } as const;

const statusCases: Array<[string, Partial<ItemListRow>, string]> = [
  ['removed from sale', { status: ItemStatus.Cancelled }, 'Poistettu myynnistä'],
  ['waiting for the seller', { ...ended, isFinished: false }, 'Odottaa myyjän päätöstä'],
  ['won by the viewer', { ...ended, ...winner, winnerMarker: 2 }, 'Voitit huutokaupan'],
  [
    'sold, with the sold price',
    { ...ended, ...winner, winnerMarker: 1, confirmedSold: true, soldPrice: 7000 },
    'Myyty 7 000 €',
  ],
  [
    'sold, with the price when none was agreed',
    { ...ended, ...winner, winnerMarker: 1, confirmedSold: true },
    'Myyty 6 500 €',
  ],
  ['not sold', { ...ended, ...winner, winnerMarker: 2, confirmedSold: false }, 'Ei myyty'],
  [
    'a negotiated winner',
    { ...ended, ...winner, winnerMarker: 1, isNegotiated: true },
    'Myyjä valitsi ostajan',
  ],
  ['ended without a winner', { ...ended, isFinished: true }, 'Päättynyt'],
];

describe('ended statuses', { timeout: 20_000 }, () => {
  it.each(statusCases)('shows %s in the items list', async (_case, change, text) => {
    mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems': { body: [makeListRow(1, change)] },
    });
    renderApp('/ilmoitukset');
    const row = await screen.findByTestId('item-1');
    expect(plain(within(row).getByTestId('item-status').textContent)).toBe(text);
    const isWaiting = text === 'Odottaa myyjän päätöstä';
    expect(within(row).queryByTestId('overlay-waiting') !== null).toBe(isWaiting);
  });
});

function openMyItems(flags: PermissionFlags, sold: OwnItemRow[], bought: OwnItemRow[]) {
  mockApi({
    ...sessionRoutes(flags),
    'GET /api/AuctionItems/organisation/7': { body: sold },
    'GET /api/AuctionItems/organisation/7/buying': { body: bought },
  });
  renderApp('/ilmoitukset/omat');
}

const runningBid = makeOwnItemRow(21, { ownBidderMarker: 1, priceNow: 5500, bidCount: 2 });
const wonUnconfirmed = makeOwnItemRow(22, { ...ended, ...winner, winnerMarker: 2 });
const lost = makeOwnItemRow(23, { ...ended, ...winner, winnerMarker: 1, confirmedSold: true });
const wonConfirmed = makeOwnItemRow(24, {
  ...ended,
  ...winner,
  winnerMarker: 2,
  confirmedSold: true,
  hasBuyerConfirmation: true,
  end: new Date(Date.now() - 2 * hour).toISOString(),
});

describe('my items buy tab', { timeout: 20_000 }, () => {
  it("lists the organisation's bids: running first, then those awaiting it, ended last", async () => {
    openMyItems(buyerFlags, [], [lost, wonConfirmed, wonUnconfirmed, runningBid]);
    const list = await screen.findByTestId('buy-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual([
      'my-item-21',
      'my-item-22',
      'my-item-23',
      'my-item-24',
    ]);
    expect(items.map((item) => item.dataset.awaitingAction)).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(within(items[1]!).getByRole('link').textContent).toContain('Odottaa toimenpiteitäsi');
    expect(within(items[2]!).getByRole('link').textContent).not.toContain(
      'Odottaa toimenpiteitäsi',
    );
    expect(screen.getByTestId('my-item-22').textContent).toContain('Voitit huutokaupan');
    expect(plain(screen.getByTestId('my-item-23').textContent)).toContain('Myyty 6 500 €');
    // Bought items cannot be deleted here.
    expect(within(list).queryAllByRole('button', { name: /Poista/ })).toEqual([]);
  });

  it('puts a dot on the tab whose list has an item awaiting action', async () => {
    const flags: PermissionFlags = { ...sellerFlags, isBuyer: true };
    openMyItems(flags, [makeOwnItemRow(30)], [wonUnconfirmed]);
    await screen.findByTestId('sell-list');
    expect(await screen.findByTestId('my-items-tab-buy-dot')).toBeTruthy();
    expect(screen.queryByTestId('my-items-tab-sell-dot')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('my-items-tab-buy'));
    expect(await screen.findByTestId('buy-list')).toBeTruthy();
  });

  it('marks the sell tab for an ended item its seller has to finish', async () => {
    const flags: PermissionFlags = { ...sellerFlags, isBuyer: true };
    const sellerWaiting = makeOwnItemRow(31, {
      ...ended,
      ownBidderMarker: null,
      isFinished: false,
    });
    openMyItems(flags, [makeOwnItemRow(30), sellerWaiting], []);
    const list = await screen.findByTestId('sell-list');
    expect(await screen.findByTestId('my-items-tab-sell-dot')).toBeTruthy();
    expect(screen.queryByTestId('my-items-tab-buy-dot')).toBeNull();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [item.dataset.testid, item.dataset.awaitingAction]),
    ).toEqual([
      ['my-item-30', 'false'],
      ['my-item-31', 'true'],
    ]);
    expect(screen.getByTestId('my-item-31').textContent).toContain('Odottaa myyjän päätöstä');
  });
});

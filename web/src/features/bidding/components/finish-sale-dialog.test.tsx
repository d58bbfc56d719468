import { ItemStatus, ItemUserType, type AuctionItem } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { apiError, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { makeBidView, makeBuyerItem, openItemPage } from '../test/bidding-fixtures';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const winnerCalls = (calls: MockRequest[]) =>
  calls.filter(({ path }) => path.endsWith('/SetWinningBid'));

/** An open-bid item of the seller's organisation that has ended and waits for the seller. */
const waiting = (change: Partial<AuctionItem> = {}) =>
  makeBuyerItem({
    userType: ItemUserType.Auctioneer,
    organisationId: 7,
    openBid: true,
    status: ItemStatus.Ended,
    isEnded: true,
    isFinished: false,
    end: new Date(Date.now() - 3_600_000).toISOString(),
    priceNow: 6000,
    bidCount: 4,
    ...change,
  });

const contact = (organisation: string, name: string, phone: string, email: string) => ({
  bidderOrganisationName: organisation,
  bidderName: name,
  bidderPhoneNumber: phone,
  bidderEmail: email,
});
const topBids = [
  makeBidView(11, {
    price: 6000,
    bidderMarker: 2,
    ...contact('Konekauppa Nieminen', 'Pekka Nieminen', '040 111 2222', 'pekka@nieminen.example'),
  }),
  makeBidView(10, {
    price: 5800,
    bidderMarker: 1,
    ...contact('Autoliike Laine', 'Liisa Laine', '050 333 4444', 'liisa@laine.example'),
  }),
  makeBidView(9, {
    price: 5600,
    bidderMarker: 2,
    ...contact('Konekauppa Nieminen', 'Pekka', '', ''),
  }),
  makeBidView(8, { price: 5500, bidderMarker: 1, ...contact('Autoliike Laine', 'Liisa', '', '') }),
];

async function openFinishDialog(item: AuctionItem, routes: MockRoutes) {
  const page = await openItemPage(item, sellerFlags, {
    'GET /api/AuctionItems/123/topBids': { body: topBids },
    ...routes,
  });
  expect(screen.getByTestId('item-status').textContent).toBe('Odottaa myyjän päätöstä');
  await page.user.click(screen.getByTestId('finish-sale-button'));
  const dialog = await screen.findByTestId('finish-sale-dialog');
  await within(dialog).findByTestId('finish-option-11');
  return { ...page, dialog };
}

describe('finish-the-sale dialog', { timeout: 20_000 }, () => {
  it("lists each organisation's best bid and sets the chosen one with the agreed price", async () => {
    const finished = waiting({
      isFinished: true,
      isWinningBidSelected: true,
      isNegotiated: true,
      winnerMarker: 1,
      soldPrice: 5900,
    });
    const { user, calls, dialog } = await openFinishDialog(waiting(), {
      'POST /api/AuctionItems/123/SetWinningBid': { body: finished },
    });
    const options = within(dialog)
      .getAllByRole('radio')
      .map((option) => option.dataset.testid);
    expect(options).toEqual(['finish-option-11', 'finish-option-10', 'finish-option-none']);
    const best = within(dialog).getByTestId('finish-option-11');
    expect(plain(best.textContent)).toContain('Konekauppa Nieminen');
    expect(plain(best.textContent)).toContain('Pekka Nieminen');
    expect(plain(best.textContent)).toContain('6 000 €');
    expect(plain(best.textContent)).toContain('040 111 2222');
    expect(plain(best.textContent)).toContain('pekka@nieminen.example');
    const price = within(dialog).getByTestId<HTMLInputElement>('finish-price');
    expect(within(dialog).getByTestId('finish-confirm').hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByTestId('finish-option-10'));
    expect(within(dialog).getByTestId('finish-option-10').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(price.value).toBe('5800');
    await user.clear(price);
    await user.type(price, '5900');
    await user.click(within(dialog).getByTestId('finish-confirm'));

    await waitFor(() => expect(screen.queryByTestId('finish-sale-dialog')).toBeNull());
    expect(winnerCalls(calls).map(({ body }) => body)).toEqual([{ bidId: 10, price: 5900 }]);
    expect(screen.getByTestId('item-status').textContent).toBe('Myyjä valitsi ostajan');
    expect(screen.getByTestId<HTMLInputElement>('confirm-sold-price').value).toBe('5900');
  });

  it("sends 'no buyer' without a price", async () => {
    const { user, calls, dialog } = await openFinishDialog(waiting(), {
      'POST /api/AuctionItems/123/SetWinningBid': {
        body: waiting({ isFinished: true, confirmedSold: false }),
      },
    });
    await user.click(within(dialog).getByTestId('finish-option-11'));
    await user.click(within(dialog).getByTestId('finish-option-none'));
    expect(within(dialog).getByTestId('finish-price').hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByTestId('finish-confirm'));
    await waitFor(() => expect(winnerCalls(calls)).toHaveLength(1));
    expect(winnerCalls(calls)[0]!.body).toEqual({ bidId: null });
  });

  it('needs a whole-number price for a bid', async () => {
    const { user, calls, dialog } = await openFinishDialog(waiting(), {});
    await user.click(within(dialog).getByTestId('finish-option-11'));
    await user.clear(within(dialog).getByTestId('finish-price'));
    expect(within(dialog).getByTestId('finish-confirm').hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByTestId('finish-price'), '59,5');
    expect(within(dialog).getByTestId('finish-confirm').hasAttribute('disabled')).toBe(true);
    expect(winnerCalls(calls)).toHaveLength(0);
  });

  it('stays open and stops loading when saving fails; Escape does not close it', async () => {
    const { user, dialog } = await openFinishDialog(waiting(), {
      'POST /api/AuctionItems/123/SetWinningBid': apiError(422, 'rule_broken', {
        fields: { auctionItemId: 'already_finished' },
      }),
    });
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('finish-sale-dialog')).toBeTruthy();
    await user.click(within(dialog).getByTestId('finish-option-11'));
    await user.click(within(dialog).getByTestId('finish-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tallennus epäonnistui.');
    expect(screen.getByTestId('finish-sale-dialog')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('finish-confirm').hasAttribute('disabled')).toBe(false),
    );
    await user.click(within(dialog).getByTestId('finish-cancel'));
    await waitFor(() => expect(screen.queryByTestId('finish-sale-dialog')).toBeNull());
  });
});

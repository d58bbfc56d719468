import {
  ConfirmationType,
  ConfirmationUserType,
  ItemStatus,
  ItemUserType,
  type AuctionItem,
  type Confirmation,
} from '@dealer/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, sellerFlags } from '../../../test/fixtures';
import { apiError, type MockRequest } from '../../../test/mock-api';
import { makeBuyerItem, openItemPage } from '../test/bidding-fixtures';

const confirmCalls = (calls: MockRequest[], path: string) =>
  calls.filter((call) => call.path.endsWith(path)).map(({ body }) => body);

/** An ordinary item that ended with organisation marker 3 as the winner at 6,000. */
const won = (change: Partial<AuctionItem> = {}) =>
  makeBuyerItem({
    status: ItemStatus.Ended,
    isEnded: true,
    end: new Date(Date.now() - 3_600_000).toISOString(),
    priceNow: 6000,
    bidCount: 4,
    leaderMarker: 3,
    winnerMarker: 3,
    isFinished: true,
    isWinningBidSelected: true,
    ...change,
  });
const asSeller = (change: Partial<AuctionItem> = {}) =>
  won({ userType: ItemUserType.Auctioneer, organisationId: 7, ...change });

const soldByAuctioneer: Confirmation = {
  id: 1,
  confirmationType: ConfirmationType.Auctioneer,
  userType: ConfirmationUserType.User,
  isSold: true,
  description: null,
  price: 5950,
  timestamp: '2026-03-12T12:05:00Z',
  confirmationUserId: 1,
  userName: 'Matti Meikäläinen',
  organisationName: 'Autotalo Virtanen Oy',
  isAuctioneerOnlyNotSold: false,
};

describe('confirming the sale', { timeout: 20_000 }, () => {
  it('lets the auctioneer confirm it sold at the winning price, or another', async () => {
    const confirmed = asSeller({
      confirmedSold: true,
      soldPrice: 5950,
      confirmations: [soldByAuctioneer],
    });
    const { user, calls } = await openItemPage(asSeller(), sellerFlags, {
      'POST /api/AuctionItems/123/AuctioneerConfirm': { body: confirmed },
    });
    const price = screen.getByTestId<HTMLInputElement>('confirm-sold-price');
    expect(price.value).toBe('6000');
    await user.clear(price);
    await user.type(price, '5950');
    await user.click(screen.getByTestId('confirm-sold'));

    const latest = await screen.findByTestId('latest-confirmation');
    expect(latest.textContent).toContain('Myyty, vahvistettu 12.3.2026 14:05');
    expect(latest.textContent).toContain('Myyjä: Matti Meikäläinen, Autotalo Virtanen Oy');
    expect(confirmCalls(calls, '/AuctioneerConfirm')).toEqual([{ isSold: true, price: 5950 }]);
    expect(screen.queryByTestId('confirm-sold')).toBeNull();
    expect(screen.queryByTestId('confirm-not-sold')).toBeNull();
    expect(screen.getByTestId('item-status').textContent?.replace(/\s/g, ' ')).toBe(
      'Myyty 5 950 €',
    );
  });

  it.each([
    [29, true],
    [31, false],
  ])(
    'offers the auctioneer its review %i days after the sold confirmation: %s (spec 4)',
    async (daysAgo, isOffered) => {
      const confirmedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      await openItemPage(
        asSeller({
          confirmedSold: true,
          soldPrice: 5950,
          confirmations: [{ ...soldByAuctioneer, timestamp: confirmedAt }],
        }),
        sellerFlags,
        { 'GET /api/AuctionItems/123/reviews': { body: [] } },
      );
      await screen.findByTestId('reviews');
      expect(screen.queryByTestId('review-open') !== null).toBe(isOffered);
    },
  );

  it('needs a description to confirm it not sold', async () => {
    const { user, calls } = await openItemPage(asSeller(), sellerFlags, {
      'POST /api/AuctionItems/123/AuctioneerConfirm': {
        body: asSeller({ confirmedSold: false }),
      },
    });
    await user.click(screen.getByTestId('confirm-not-sold'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tietoja puuttuu.');
    expect(confirmCalls(calls, '/AuctioneerConfirm')).toEqual([]);

    await user.type(screen.getByTestId('confirm-not-sold-description'), 'Ostaja perui kaupan.');
    await user.click(screen.getByTestId('confirm-not-sold'));
    await waitFor(() =>
      expect(confirmCalls(calls, '/AuctioneerConfirm')).toEqual([
        { isSold: false, description: 'Ostaja perui kaupan.' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('item-status').textContent).toBe('Ei myyty'));
  });

  it('says a confirmation failed', async () => {
    const { user } = await openItemPage(asSeller(), sellerFlags, {
      'POST /api/AuctionItems/123/AuctioneerConfirm': apiError(422, 'rule_broken', {
        fields: { auctionItemId: 'already_confirmed' },
      }),
    });
    await user.click(screen.getByTestId('confirm-sold'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Vahvistus epäonnistui.');
    expect(screen.getByTestId('confirm-sold')).toBeTruthy();
  });

  it('offers no confirmation before a winner is chosen, only not sold', async () => {
    await openItemPage(
      asSeller({ isWinningBidSelected: false, winnerMarker: null, bidCount: 0, priceNow: null }),
      sellerFlags,
    );
    expect(screen.queryByTestId('confirm-sold')).toBeNull();
    expect(screen.getByTestId('confirm-not-sold')).toBeTruthy();
  });

  it('lets the winning buyer confirm the purchase once', async () => {
    const item = won({
      ownBidderMarker: 3,
      confirmedSold: true,
      confirmations: [soldByAuctioneer],
    });
    const { user, calls } = await openItemPage(item, buyerFlags, {
      'POST /api/AuctionItems/123/BuyerConfirm': {
        body: { ...item, hasBuyerConfirmation: true },
      },
    });
    expect(screen.getByTestId('item-status').textContent).toBe('Voitit huutokaupan');
    expect(screen.getByTestId('latest-confirmation').textContent).toContain('Myyty');
    await user.click(screen.getByTestId('buyer-confirm'));
    await waitFor(() => expect(screen.queryByTestId('buyer-confirm')).toBeNull());
    expect(confirmCalls(calls, '/BuyerConfirm')).toEqual([{}]);
  });

  it('says a buyer confirmation failed', async () => {
    const { user } = await openItemPage(won({ ownBidderMarker: 3 }), buyerFlags, {
      'POST /api/AuctionItems/123/BuyerConfirm': apiError(422, 'rule_broken'),
    });
    await user.click(screen.getByTestId('buyer-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Vahvistus epäonnistui.');
  });

  it('asks nothing of a buyer who did not win, and names automation as the confirmer', async () => {
    const automatic = { ...soldByAuctioneer, userType: ConfirmationUserType.Automation };
    await openItemPage(
      won({ ownBidderMarker: 1, confirmedSold: true, confirmations: [automatic] }),
      buyerFlags,
    );
    expect(screen.queryByTestId('buyer-confirm')).toBeNull();
    expect(screen.getByTestId('latest-confirmation').textContent).toContain(
      'Automaattinen vahvistus',
    );
    expect(screen.getByTestId('item-status').textContent?.replace(/\s/g, ' ')).toBe(
      'Myyty 6 000 €',
    );
  });

  it('shows the Finish prompt first when the price reservation was exceeded (spec 4)', async () => {
    const { user } = await openItemPage(
      asSeller({ hasPriceReservation: true, priceReservationExceeded: true }),
      sellerFlags,
    );
    expect(screen.getByTestId('finish-prompt').textContent).toContain('Hintavaraus ylittyi');
    expect(screen.queryByTestId('confirm-sold')).toBeNull();
    await user.click(screen.getByTestId('finish-sale-button'));
    expect(screen.getByTestId<HTMLInputElement>('confirm-sold-price').value).toBe('6000');
    expect(screen.queryByTestId('finish-prompt')).toBeNull();
  });

  it('marks a not-sold confirmation by the auctioneer alone', async () => {
    const notSold = {
      ...soldByAuctioneer,
      isSold: false,
      price: null,
      description: 'Ostaja perui kaupan.',
    };
    await openItemPage(
      asSeller({
        confirmedSold: false,
        confirmations: [{ ...notSold, isAuctioneerOnlyNotSold: true }],
      }),
      sellerFlags,
    );
    expect(screen.getByTestId('auctioneer-only-marker').textContent).toBe('Vain myyjän vahvistama');
  });

  it('puts no marker on a not-sold confirmation without it', async () => {
    const automatic = {
      ...soldByAuctioneer,
      isSold: false,
      userType: ConfirmationUserType.Automation,
    };
    await openItemPage(asSeller({ confirmedSold: false, confirmations: [automatic] }), sellerFlags);
    expect(screen.getByTestId('latest-confirmation')).toBeTruthy();
    expect(screen.queryByTestId('auctioneer-only-marker')).toBeNull();
  });
});

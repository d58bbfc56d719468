import { ItemStatus, type PaymentDeliveryDetails } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { apiError, type MockRequest } from '../../../test/mock-api';
import { makeBuyerItem, openItemPage } from '../../bidding/test/bidding-fixtures';

const hour = 3_600_000;
const won = makeBuyerItem({
  status: ItemStatus.Ended,
  isEnded: true,
  isFinished: true,
  isWinningBidSelected: true,
  end: new Date(Date.now() - hour).toISOString(),
  ownBidderMarker: 2,
  winnerMarker: 2,
});
const details: PaymentDeliveryDetails = {
  auctionItemId: 123,
  price: 5200,
  commissionFee: 150,
  totalCents: 535_000,
  endedAuctionItemBuyerInfo: {
    registrationCertificateNotRequired: false,
    registrationCertificateEmailAddress: 'rekisteri@vaihtoautot.example',
    organisationName: 'Demo Vaihtoautot Oy',
    businessIdentityCode: '3456789-2',
    buyerOffice: null,
    invoicingAddress: { invoicingAddress: null, eInvoicingOperator: null, invoicingMethod: null },
    buyerUser: { fullName: 'Bengt Lindqvist', phoneNumber: null, emailAddress: 'b@example.test' },
  },
  endedAuctionItemAuctioneerInfo: {
    organisationName: 'Demo Autotalo Oy',
    paymentInstructions: 'Tilisiirtona 7 päivässä.',
    bic: 'NDEAFIHH',
    iban: 'FI21 1234 5600 0007 85',
    phoneNumber: null,
    emailAddress: null,
  },
  pickup: null,
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openOfferDialog(
  answer: (request: MockRequest) => { status?: number; body?: unknown },
) {
  const page = await openItemPage(won, buyerFlags, {
    'GET /api/AuctionItems/123/paymentdeliverydetails': { body: details },
    'POST /api/AuctionItems/123/DeliveryOfferRequest': answer,
  });
  expect(plain((await screen.findByTestId('payment-total')).textContent)).toBe('5 350,00 €');
  expect(screen.getByTestId('auctioneer-iban').textContent).toBe('FI21 1234 5600 0007 85');
  expect(screen.queryByTestId('pickup')).toBeNull();
  await page.user.click(screen.getByTestId('open-delivery-offer'));
  const dialog = await screen.findByTestId('delivery-offer-dialog');
  return { ...page, dialog };
}

describe(
  'payment details and the delivery offer dialog (spec 2, 5, 8)',
  { timeout: 20_000 },
  () => {
    it('sends only when valid, and shows the failed provider and the success message', async () => {
      const { user, dialog, calls } = await openOfferDialog(() => ({
        body: { makinenSuccess: false, sjobergSuccess: true },
      }));
      const send = within(dialog).getByTestId('delivery-offer-send');
      // Prefilled from the winning user; both providers ticked (spec 2).
      expect(within(dialog).getByTestId<HTMLInputElement>('delivery-offer-name').value).toBe(
        'Bengt Lindqvist',
      );
      expect(send.hasAttribute('disabled')).toBe(false);
      await user.clear(within(dialog).getByTestId('delivery-offer-email'));
      await user.type(within(dialog).getByTestId('delivery-offer-email'), 'bengt@');
      expect(send.hasAttribute('disabled')).toBe(true);
      await user.type(within(dialog).getByTestId('delivery-offer-email'), 'example.test');
      await user.click(within(dialog).getByTestId('delivery-offer-deliveryOfferRequestMakinen'));
      await user.click(within(dialog).getByTestId('delivery-offer-deliveryOfferRequestSjoberg'));
      expect(send.hasAttribute('disabled')).toBe(true);
      await user.click(within(dialog).getByTestId('delivery-offer-deliveryOfferRequestMakinen'));
      await user.click(within(dialog).getByTestId('delivery-offer-deliveryOfferRequestSjoberg'));
      await user.click(send);
      expect((await within(dialog).findByTestId('delivery-offer-error-makinen')).textContent).toBe(
        'Kuljetustarjouksen pyytäminen Kuljetusliike Mäkiseltä epäonnistui',
      );
      expect(within(dialog).getByTestId('delivery-offer-success').textContent).toBe(
        'Kuljetustarjouspyyntö lähetetty',
      );
      const sent = calls.filter((call) => call.path.endsWith('/DeliveryOfferRequest'));
      expect(sent.map((call) => call.body)).toEqual([
        {
          auctionItemId: 123,
          buyerName: 'Bengt Lindqvist',
          buyerPhonenumber: '',
          buyerEmailAddress: 'bengt@example.test',
          deliveryOfferRequestMakinen: true,
          deliveryOfferRequestSjoberg: true,
        },
      ]);
    });

    it('says when the same provider was asked within the hour', async () => {
      const { user, dialog } = await openOfferDialog(() =>
        apiError(429, 'too_many_requests', { fields: { sjoberg: 'repeated_within_hour' } }),
      );
      await user.click(within(dialog).getByTestId('delivery-offer-send'));
      await waitFor(() =>
        expect(within(dialog).getByTestId('delivery-offer-error-repeated').textContent).toContain(
          'tunnin sisällä',
        ),
      );
    });
  },
);

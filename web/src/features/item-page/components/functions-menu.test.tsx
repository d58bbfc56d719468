import { ItemStatus, type AuctionItem } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { itemPageRoutes, makeCompleteDraft } from '../../../test/item-fixtures';

const hour = 3_600_000;
const running = (change: Partial<AuctionItem> = {}) =>
  makeCompleteDraft({
    status: ItemStatus.Published,
    isDraft: false,
    start: new Date(Date.now() - 24 * hour).toISOString(),
    end: new Date(Date.now() + 24 * hour).toISOString(),
    ...change,
  });
const ended = (change: Partial<AuctionItem> = {}) =>
  running({
    status: ItemStatus.Ended,
    end: new Date(Date.now() - hour).toISOString(),
    isEnded: true,
    isFinished: true,
    ...change,
  });

async function openMenu(item: AuctionItem, extra: MockRoutes = {}) {
  const api = mockApi(itemPageRoutes(item, extra));
  const view = renderApp(`/ilmoitukset/${item.id}`);
  await screen.findByTestId('item-sections', {}, { timeout: 5000 });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(screen.getByTestId('functions-menu'));
  await screen.findByTestId('function-remove-item');
  return { ...api, ...view, user };
}

const isEnabled = (testId: string) =>
  screen.getByTestId(testId).getAttribute('aria-disabled') !== 'true';

describe('functions menu: remove item and redraft (spec 4)', { timeout: 20_000 }, () => {
  it.each([
    ['a running item with bids', running({ bidCount: 2 }), true, false],
    ['a running item without bids', running(), false, false],
    ['an ended item', ended({ bidCount: 2 }), false, true],
    ['an ended item without bids', ended(), false, true],
    ['a draft', makeCompleteDraft(), false, false],
  ])('%s', async (_name, item, canRemove, canRedraft) => {
    await openMenu(item);
    expect(isEnabled('function-remove-item')).toBe(canRemove);
    expect(isEnabled('function-redraft-ended')).toBe(canRedraft);
  });

  it('removes a running item with bids after the confirmation with the contract note', async () => {
    const item = running({ bidCount: 2 });
    const { user, calls } = await openMenu(item, {
      'POST /api/AuctionItems/123/Cancel': { body: { ...item, status: ItemStatus.Cancelled } },
    });
    await user.click(screen.getByTestId('function-remove-item'));
    const dialog = await screen.findByTestId('remove-item-confirm');
    expect(within(dialog).getByTestId('remove-item-contract-note').textContent).toContain(
      'kuluttaja-asiakkaalle',
    );
    await user.click(within(dialog).getByTestId('remove-item-confirm-button'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Kohde poistettu huutokaupasta.');
    expect(calls.filter((call) => call.path.endsWith('/Cancel')).length).toBe(1);
  });

  it('redrafts an ended item with bids into a copy and moves to it', async () => {
    const copy = makeCompleteDraft({ id: 456 });
    const { user, router } = await openMenu(ended({ bidCount: 2 }), {
      'POST /api/AuctionItems/123/Redraft': { body: copy },
      'GET /api/AuctionItems/456': { body: copy },
    });
    expect(screen.getByTestId('function-redraft-ended').textContent).toBe(
      'Kopioi uudeksi luonnokseksi',
    );
    await user.click(screen.getByTestId('function-redraft-ended'));
    const dialog = await screen.findByTestId('redraft-ended-confirm');
    expect(within(dialog).getByTestId('redraft-copy-video-note').textContent).toContain('Video');
    await user.click(within(dialog).getByTestId('redraft-ended-confirm-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset/456'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Kohteesta tehtiin kopio uudeksi luonnokseksi.',
    );
  });

  it('returns an ended item without bids or confirmation to draft, staying on it', async () => {
    const { user, router } = await openMenu(ended(), {
      'POST /api/AuctionItems/123/Redraft': { body: makeCompleteDraft() },
    });
    expect(screen.getByTestId('function-redraft-ended').textContent).toBe('Palauta luonnokseksi');
    await user.click(screen.getByTestId('function-redraft-ended'));
    const dialog = await screen.findByTestId('redraft-ended-confirm');
    expect(within(dialog).queryByTestId('redraft-copy-video-note')).toBeNull();
    await user.click(within(dialog).getByTestId('redraft-ended-confirm-button'));
    expect(await screen.findByTestId('field-make')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ilmoitukset/123');
  });
});

describe('functions menu: the after-sale entries (spec 2, issue 11)', { timeout: 20_000 }, () => {
  const won = ended({ bidCount: 2, winnerMarker: 1 });
  it.each([
    // name, item, brochure, print summary, invoice
    ['a running item', running({ bidCount: 2 }), true, false, false],
    ['an ended item with a winner', won, false, true, true],
    ['an ended item waiting for its seller', ended({ bidCount: 2 }), false, true, false],
    [
      'a cancelled item',
      running({ status: ItemStatus.Cancelled, bidCount: 2 }),
      false,
      false,
      false,
    ],
  ])('%s', async (_name, item, brochure, print, invoice) => {
    await openMenu(item);
    expect(isEnabled('function-sales-brochure')).toBe(brochure);
    expect(isEnabled('function-print-summary')).toBe(print);
    expect(isEnabled('function-invoice')).toBe(invoice);
  });

  it('mails the sales brochure to the user and says so', async () => {
    const { user, calls } = await openMenu(running(), {
      'GET /api/AuctionItems/123/salesbrochure': { body: { emailAddress: 'seller@demo.test' } },
    });
    await user.click(screen.getByTestId('function-sales-brochure'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Myyntiesite lähetettiin sähköpostiisi',
    );
    expect(calls.filter((call) => call.path.endsWith('/salesbrochure')).length).toBe(1);
  });

  it("opens the invoice dialog with the seller's account from the settings", async () => {
    const { user } = await openMenu(won, {
      'GET /api/AuctionItems/123/invoice': {
        body: {
          auctionItemId: 123,
          licenseNumber: 'ABC-123',
          make: 'Skoda',
          model: 'Octavia',
          modelYear: 2019,
          mileage: 1000,
          vehicleIdentificationNumber: null,
          endedAt: new Date().toISOString(),
          price: 10_000,
          commissionFee: 150,
          vatDeductable: false,
          seller: {
            name: 'Demo Autotalo Oy',
            streetAddress: 'Katu 1',
            postalAreaCode: '00100',
            postOfficeName: 'Helsinki',
            businessIdentityCode: '2345678-1',
          },
          buyer: {
            name: 'Demo Vaihtoautot Oy',
            streetAddress: 'Tie 2',
            postalAreaCode: '33100',
            postOfficeName: 'Tampere',
            businessIdentityCode: '3456789-2',
          },
          iban: 'FI21 1234 5600 0007 85',
          bic: 'NDEAFIHH',
          invoiceNumber: null,
          invoicedAt: null,
        },
      },
    });
    await user.click(screen.getByTestId('function-invoice'));
    await screen.findByTestId('invoice-dialog');
    expect(screen.getByTestId<HTMLInputElement>('invoice-accountNumber').value).toBe(
      'FI21 1234 5600 0007 85',
    );
    // The item is not VAT deductible: the margin scheme is chosen.
    expect(screen.getByTestId<HTMLInputElement>('invoice-taxTreatment').value).toBe('margin');
  });
});

import type { AuctionItem, BidMachineView } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { apiError, type MockRequest } from '../../../test/mock-api';
import { makeBidResult, makeBuyerItem, openItemPage } from '../test/bidding-fixtures';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const machineCalls = (calls: MockRequest[]) => calls.filter(({ path }) => /BidMachine$/.test(path));

const activeMachine: BidMachineView = {
  id: 40,
  priceMaximum: 8000,
  officeId: 70,
  isActive: true,
  isExceeded: false,
  highestAutomaticBid: 5300,
  dateDeleted: null,
  buyerDeletedPrice: null,
};

/** The organisation leads at 5,300 with its machine, whose ceiling is 8,000. */
const leadingWithMachine = (change: Partial<AuctionItem> = {}) =>
  makeBuyerItem({
    priceNow: 5300,
    bidCount: 3,
    leaderMarker: 3,
    ownBidderMarker: 3,
    bidMachine: activeMachine,
    ...change,
  });

async function openMachineDialog(item: AuctionItem, routes: Parameters<typeof openItemPage>[2]) {
  const page = await openItemPage(item, buyerFlags, routes);
  await page.user.click(screen.getByTestId('bid-machine-button'));
  const dialog = await screen.findByTestId('bid-machine-dialog');
  return { ...page, dialog, input: within(dialog).getByTestId('bid-machine-input') };
}

describe('bid machine dialog', { timeout: 20_000 }, () => {
  it('creates a machine with a ceiling between the minimum and price + 50,000', async () => {
    const item = makeBuyerItem();
    const after = leadingWithMachine();
    const { user, calls, dialog, input } = await openMachineDialog(item, {
      'POST /api/AuctionItems/123/AddBidMachine': { body: makeBidResult(after) },
    });
    expect(within(dialog).getByRole('heading').textContent).toBe('Aseta tarjousautomaatti');
    expect((input as HTMLInputElement).value).toBe('5300');
    expect(plain(dialog.textContent)).toContain('Vähintään 5 300 €, enintään 55 200 €');
    await user.clear(input);
    await user.type(input, '55300');
    expect(plain(dialog.textContent)).toContain('Enintään 55 200 €');
    expect(within(dialog).getByTestId('bid-machine-save').hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, '8000');
    await user.click(within(dialog).getByTestId('bid-machine-save'));

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Tarjousautomaatti asetettu.');
    const [call] = machineCalls(calls);
    expect(call).toMatchObject({
      method: 'POST',
      body: { auctionItemId: 123, priceMaximum: 8000, organisationId: 7, officeId: 70 },
    });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    expect(plain(screen.getByTestId('bid-machine-state').textContent)).toBe(
      'Tarjousautomaatti käytössä, enintään 8 000 €',
    );
    await waitFor(() => expect(screen.queryByTestId('bid-machine-dialog')).toBeNull());
    // Spec 8: shown 1.5 seconds, not the usual 4.
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull(), { timeout: 3000 });
  });

  it('raises or lowers the ceiling, never below the minimum bid', async () => {
    const item = leadingWithMachine();
    const after = { ...item, bidMachine: { ...activeMachine, priceMaximum: 9000 } };
    const { user, calls, dialog, input } = await openMachineDialog(item, {
      'PATCH /api/AuctionItems/123/UpdateBidMachine': { body: makeBidResult(after) },
    });
    expect(within(dialog).getByRole('heading').textContent).toBe('Muokkaa tarjousautomaattia');
    expect((input as HTMLInputElement).value).toBe('8000');
    await user.clear(input);
    await user.type(input, '5350');
    expect(plain(dialog.textContent)).toContain('Vähintään 5 400 €');
    expect(within(dialog).getByTestId('bid-machine-save').hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, '9000');
    await user.click(within(dialog).getByTestId('bid-machine-save'));

    expect((await screen.findByTestId('toast')).textContent).toBe('Tarjousautomaatti päivitetty.');
    expect(machineCalls(calls)[0]).toMatchObject({
      method: 'PATCH',
      body: {
        auctionItemId: 123,
        newPrice: 9000,
        organisationId: 7,
        bidMachineId: 40,
        officeId: 70,
      },
    });
    expect(plain(screen.getByTestId('bid-machine-state').textContent)).toContain('9 000 €');
  });

  it('removes the machine and says so for 1.5 seconds', async () => {
    const item = leadingWithMachine();
    const { user, calls, dialog } = await openMachineDialog(item, {
      'DELETE /api/AuctionItems/123/DeleteBidMachine': {
        body: makeBidResult({ ...item, bidMachine: null }),
      },
    });
    await user.click(within(dialog).getByTestId('bid-machine-remove'));

    expect((await screen.findByTestId('toast')).textContent).toBe('Tarjousautomaatti poistettu.');
    expect(machineCalls(calls)[0]).toMatchObject({
      method: 'DELETE',
      body: { auctionItemId: 123, bidMachineId: 40 },
    });
    expect(screen.queryByTestId('bid-machine-state')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull(), { timeout: 3000 });
  });

  it('names the broken rule and keeps the dialog open', async () => {
    const { user, dialog } = await openMachineDialog(makeBuyerItem(), {
      'POST /api/AuctionItems/123/AddBidMachine': apiError(422, 'rule_broken', {
        fields: { priceMaximum: 'ceiling_above_maximum' },
      }),
    });
    await user.click(within(dialog).getByTestId('bid-machine-save'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Tarjousautomaattia ei tallennettu: enimmäishinta on suurempi kuin sallittu.',
    );
    expect(screen.getByTestId('bid-machine-dialog')).toBeTruthy();
  });

  it('says a removal failed', async () => {
    const { user, dialog } = await openMachineDialog(leadingWithMachine(), {
      'DELETE /api/AuctionItems/123/DeleteBidMachine': apiError(400, 'validation_failed'),
    });
    await user.click(within(dialog).getByTestId('bid-machine-remove'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Tarjousautomaatin poistaminen epäonnistui.',
    );
  });

  it('shows an exceeded machine and resets the typed bid when the hub says so', async () => {
    const item = makeBuyerItem({ ownBidderMarker: 3, bidMachine: activeMachine });
    const { user, send } = await openItemPage(item);
    const input = screen.getByTestId<HTMLInputElement>('bid-input');
    await user.clear(input);
    await user.type(input, '6000');
    send({
      type: 'BidMachineExceeded',
      itemId: 123,
      reference: 'ABC-123 Volvo V70',
      priceNow: 8100,
    });
    await waitFor(() =>
      expect(screen.getByTestId('bid-machine-state').dataset.state).toBe('exceeded'),
    );
    expect(screen.getByTestId('bid-machine-state').textContent).toBe(
      'Tarjousautomaattisi on ylitetty, eikä se enää korota tarjoustasi.',
    );
    expect(input.value).toBe('5300');
    // An exceeded machine is set again as a new one.
    await user.click(screen.getByTestId('bid-machine-button'));
    const dialog = await screen.findByTestId('bid-machine-dialog');
    expect(within(dialog).queryByTestId('bid-machine-remove')).toBeNull();
  });
});

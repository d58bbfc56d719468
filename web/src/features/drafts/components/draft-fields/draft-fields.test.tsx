import type { AuctionItem } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest, type MockRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { itemPageRoutes, makeDraft } from '../../../../test/item-fixtures';

async function openDraft(item: AuctionItem, extra: MockRoutes = {}) {
  const api = mockApi(itemPageRoutes(item, extra));
  const view = renderApp(`/ilmoitukset/${item.id}`);
  await screen.findByTestId('item-sections', {}, { timeout: 5000 });
  return { ...api, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) };
}

/** Answers each Update with the item as it is after the changes so far. */
function savesInto(item: AuctionItem) {
  let current = item;
  return (request: MockRequest) => {
    current = { ...current, ...(request.body as Partial<AuctionItem>) };
    return { body: current };
  };
}

const patchBodies = (calls: MockRequest[]) =>
  calls.filter(({ method }) => method === 'PATCH').map(({ body }) => body);

const input = (name: string) => screen.getByTestId<HTMLInputElement>(`field-${name}`);
// Intl separates thousands with a no-break space in Finnish.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

// The item page renders some eighty inputs: jsdom takes its time.
describe('draft field editing', { timeout: 20_000 }, () => {
  it('saves a dropdown on change, and electric fields appear for electricity', async () => {
    const item = makeDraft({ fuelType: 2 });
    const { calls, user } = await openDraft(item, {
      'PATCH /api/AuctionItems/123/Update': savesInto(item),
    });
    expect(screen.queryByTestId('field-range')).toBeNull();

    await user.selectOptions(input('fuelType'), '3');

    await waitFor(() => expect(patchBodies(calls)).toEqual([{ fuelType: 3 }]));
    expect(await screen.findByTestId('field-range')).toBeTruthy();
    for (const name of ['batteryCapacity', 'peakChargingPower', 'electricConsumptionCombined']) {
      expect(input(name)).toBeTruthy();
    }
    expect(input('fuelType').value).toBe('3');
  });

  it('saves a text on blur; a failed save reverts it and says so', async () => {
    const { calls, user } = await openDraft(makeDraft({ make: 'Volvo' }), {
      'PATCH /api/AuctionItems/123/Update': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'boom' } },
      },
    });
    await user.clear(input('make'));
    await user.type(input('make'), 'Saab');
    expect(patchBodies(calls)).toEqual([]);
    await user.tab();

    await waitFor(() => expect(patchBodies(calls)).toEqual([{ make: 'Saab' }]));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tallennus epäonnistui.');
    await waitFor(() => expect(input('make').value).toBe('Volvo'));
  });

  it('shows the rule the server names under the field', async () => {
    const { user } = await openDraft(makeDraft(), {
      'PATCH /api/AuctionItems/123/Update': {
        status: 422,
        body: { error: { code: 'rule_broken', message: 'no', fields: { model: 'max_length' } } },
      },
    });
    await user.type(input('model'), 'XC70');
    await user.tab();
    await waitFor(() => expect(document.body.textContent).toContain('Enintään 30 merkkiä'));
    expect(input('model').value).toBe('');
  });

  it("shows a rule's message before sending, and sends nothing", async () => {
    const { calls, user } = await openDraft(makeDraft());
    await user.type(input('mileage'), '2000001');
    expect(plain(document.body.textContent)).toContain('Enintään 2 000 000');
    await user.tab();
    await user.type(input('doorCount'), '04');
    expect(document.body.textContent).toContain('Anna kokonaisluku ilman etunollia');
    await user.tab();
    expect(patchBodies(calls)).toEqual([]);
  });

  it('raises the progress of a section as its fields are filled', async () => {
    const item = makeDraft();
    const { user } = await openDraft(item, {
      'PATCH /api/AuctionItems/123/Update': savesInto(item),
    });
    const progress = () => screen.getByTestId('progress-basicInfo').textContent;
    expect(progress()).toBe('5 / 18');
    await user.type(input('make'), 'Volvo');
    await user.tab();
    await waitFor(() => expect(progress()).toBe('6 / 18'));
    await user.selectOptions(input('bodyType'), '5');
    await waitFor(() => expect(progress()).toBe('7 / 18'));
    expect(within(screen.getByTestId('field-bodyType')).getByText('Farmari')).toBeTruthy();
  });

  it('asks before changing the office', async () => {
    const item = makeDraft();
    const { calls, user } = await openDraft(item, {
      'GET /api/Organisation/GetOffices': {
        body: [
          { id: 70, organisationId: 7, name: 'Tampere' },
          { id: 71, organisationId: 7, name: 'Turku' },
        ],
      },
      'PATCH /api/AuctionItems/123/Update': savesInto(item),
    });
    await user.selectOptions(input('officeId'), '71');
    const dialog = await screen.findByTestId('office-change-confirm');
    expect(patchBodies(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('office-change-confirm-button'));
    await waitFor(() => expect(patchBodies(calls)).toEqual([{ officeId: 71 }]));
  });

  it('sets the terms of sale: open bid clears a reservation', async () => {
    const item = makeDraft({ startPrice: 5000, priceReservation: 8000 });
    const { calls, user } = await openDraft(item, {
      'PATCH /api/AuctionItems/123/Update': savesInto(item),
    });
    expect(input('priceReservation').value).toBe('8000');
    await user.click(screen.getByTestId('terms-openBid'));
    await waitFor(() =>
      expect(patchBodies(calls)).toEqual([{ openBid: true, priceReservation: null }]),
    );
    await waitFor(() => expect(screen.queryByTestId('field-priceReservation')).toBeNull());
  });
});

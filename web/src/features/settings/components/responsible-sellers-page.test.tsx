import { defaultOrganisationSettings } from '@dealer/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const person = (id: number, showInAuction: boolean) => ({
  id,
  userId: 100 + id,
  officeId: 70,
  showInAuction,
  firstName: 'Henkilö',
  lastName: String(id),
  phoneNumber: null,
  emailAddress: `h${id}@example.fi`,
});

function mockSellers(people: object[]) {
  return mockApi({
    ...sessionRoutes(sellerFlags),
    'GET /api/Settings/organisation/7/settings': {
      body: { ...defaultOrganisationSettings, version: 1 },
    },
    'GET /api/Settings/ResponsibleSalespeople/Defaults': { body: people },
    'GET /api/Settings/ResponsibleSalespeople/7': { body: [] },
    'PATCH /api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/2': { body: {} },
    'PATCH /api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/4': { body: {} },
  });
}
const patches = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.path);

describe('responsible sellers page', () => {
  it('a card shows up to 5 people and "not selected" for the empty slots', async () => {
    mockSellers([person(1, true), person(2, false)]);
    renderApp('/asetukset/vastuumyyjat');
    const card = await screen.findByTestId('office-sellers-70', {}, { timeout: 5000 });
    expect(within(card).getAllByText('Ei valittu')).toHaveLength(3);
    expect(within(card).getByText('2 vastuuhenkilöä')).toBeTruthy();
  });

  it("names each office card with a heading right under the page's title (heading order)", async () => {
    mockSellers([person(1, true)]);
    renderApp('/asetukset/vastuumyyjat');
    const card = await screen.findByTestId('office-sellers-70', {}, { timeout: 5000 });
    const heading = within(card).getByRole('heading');
    expect(heading.tagName).toBe('H2');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows more above 5', async () => {
    mockSellers([1, 2, 3, 4, 5, 6].map((id) => person(id, false)));
    renderApp('/asetukset/vastuumyyjat');
    const card = await screen.findByTestId('office-sellers-70', {}, { timeout: 5000 });
    expect(within(card).queryByText('Henkilö 6')).toBeNull();
    fireEvent.click(screen.getByTestId('office-sellers-more-70'));
    expect(within(card).getByText('Henkilö 6')).toBeTruthy();
  });

  it('a fourth visible person is ignored; hiding one is saved', async () => {
    const { calls } = mockSellers([
      person(1, true),
      person(2, true),
      person(3, true),
      person(4, false),
    ]);
    renderApp('/asetukset/vastuumyyjat');
    fireEvent.click(
      within(await screen.findByTestId('office-sellers-70', {}, { timeout: 5000 })).getByRole(
        'button',
      ),
    );
    fireEvent.click(screen.getByTestId('seller-visible-104'));
    fireEvent.click(screen.getByTestId('seller-visible-102'));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        '/api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/2',
      ]),
    );
  });
});

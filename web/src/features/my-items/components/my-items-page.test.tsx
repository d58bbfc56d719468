import { ItemStatus, type PermissionFlags, type OwnItemRow } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyerFlags, nobodyFlags, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { validEnd } from '../../../test/item-fixtures';
import { makeOwnItemRow } from '../../../test/list-row-fixtures';

function row(id: number, overrides: Partial<OwnItemRow> = {}): OwnItemRow {
  return makeOwnItemRow(id, {
    status: ItemStatus.Draft,
    isDraft: true,
    licenseNumber: null,
    make: null,
    model: null,
    modelYear: null,
    mileage: null,
    startPrice: null,
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: validEnd(),
    ...overrides,
  });
}

const rows = [
  row(11, {
    licenseNumber: 'ABC-123',
    make: 'Volvo',
    model: 'V70',
    thumbnailUrl: '/media/a?width=216',
  }),
  row(12, {
    status: ItemStatus.Published,
    isDraft: false,
    licenseNumber: 'XYZ-789',
    make: 'Toyota',
    model: 'Corolla',
    mileage: 120_000,
    startPrice: 8000,
  }),
  row(13, { licenseNumber: 'DEF-456', make: 'Skoda', model: 'Octavia' }),
];

describe('my items', () => {
  it('shows a buyer the empty state', async () => {
    mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/AuctionItems/organisation/7/buying': { body: [] },
    });
    renderApp('/ilmoitukset/omat');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Sinulla ei ole vielä omia ilmoituksia.',
    );
    expect(screen.queryByTestId('no-permission-dialog')).toBeNull();
  });

  it('stops someone who neither buys nor sells; Leave goes back to items', async () => {
    mockApi({ ...sessionRoutes(nobodyFlags), 'GET /api/AuctionItems': { body: [] } });
    const { router } = renderApp('/ilmoitukset/omat');
    const dialog = await screen.findByTestId('no-permission-dialog');
    expect(dialog.textContent).toContain('Pyydä oikeutta organisaatiosi pääkäyttäjältä.');
    await userEvent.setup().click(within(dialog).getByTestId('no-permission-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Ilmoituksia ei ole.');
  });

  it("lists the organisation's items for a seller; a draft is deleted after a confirmation", async () => {
    let listed = rows;
    const { calls } = mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/AuctionItems/organisation/7': () => ({ body: listed }),
      'POST /api/AuctionItems/13/DeleteDraft': () => {
        listed = rows.filter(({ id }) => id !== 13);
        return { status: 204 };
      },
    });
    renderApp('/ilmoitukset/omat');
    const list = await screen.findByTestId('sell-list');
    // Active items first, then drafts, the newest first.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['my-item-12', 'my-item-13', 'my-item-11']);
    const published = screen.getByTestId('my-item-12');
    expect(published.textContent).toContain('XYZ-789 Toyota Corolla');
    expect(published.textContent).toContain('Käynnissä, päättyy');
    expect(within(published).getByRole('link').getAttribute('href')).toBe('/ilmoitukset/12');
    expect(within(published).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('my-item-11').textContent).toContain('Luonnos');
    expect(screen.getByTestId('my-item-11').querySelector('img')?.getAttribute('src')).toBe(
      '/media/a?width=216',
    );
    expect(screen.queryByTestId('my-items-tab-sell')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('delete-draft-13'));
    const dialog = await screen.findByTestId('delete-draft-confirm');
    await user.click(within(dialog).getByTestId('delete-draft-confirm-button'));

    expect((await screen.findByTestId('toast')).textContent).toBe('Luonnos poistettu.');
    await waitFor(() => expect(screen.queryByTestId('my-item-13')).toBeNull());
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/api/AuctionItems/13/DeleteDraft',
    ]);
  });

  it('offers a seller with no items to create the first draft', async () => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/AuctionItems/organisation/7': { body: [] },
    });
    renderApp('/ilmoitukset/omat');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Luo uusi');
    expect(screen.getByTestId('create-new-draft')).toBeTruthy();
  });

  it('shows the sell and buy tabs to someone who both sells and buys', async () => {
    const flags: PermissionFlags = { ...sellerFlags, isBuyer: true };
    mockApi({
      ...sessionRoutes(flags),
      'GET /api/AuctionItems/organisation/7': { body: rows },
      'GET /api/AuctionItems/organisation/7/buying': { body: [] },
    });
    renderApp('/ilmoitukset/omat');
    await screen.findByTestId('sell-list');
    await userEvent.setup().click(screen.getByTestId('my-items-tab-buy'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Sinulla ei ole vielä omia ilmoituksia.',
    );
    expect(screen.queryByTestId('sell-list')).toBeNull();
  });
});

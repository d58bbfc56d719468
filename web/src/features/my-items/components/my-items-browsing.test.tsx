import { ItemStatus, type OwnItemRow } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientConfig, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { validEnd } from '../../../test/item-fixtures';
import { makeOwnItemRow } from '../../../test/list-row-fixtures';

const rows: OwnItemRow[] = Array.from({ length: 130 }, (_, index) =>
  makeOwnItemRow(index + 1, {
    mileage: 100_000,
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: validEnd(),
  }),
);

function openMyItems(
  services: { vehicleDataServiceUrl: string | null; reportsAppUrl: string | null } = {
    vehicleDataServiceUrl: 'https://vehicles.example/?reg=',
    reportsAppUrl: 'https://reports.example/',
  },
) {
  mockApi({
    ...sessionRoutes(sellerFlags),
    'GET /api/Settings/clientconfig': { body: { ...clientConfig, ...services } },
    'GET /api/AuctionItems/organisation/7': { body: rows },
  });
  renderApp('/ilmoitukset/omat');
  return userEvent.setup({ delay: null });
}

describe('my items browsing', { timeout: 20_000 }, () => {
  it('shows 60 items at a time; Show more adds 60', async () => {
    const user = openMyItems();
    const list = await screen.findByTestId('sell-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await user.click(screen.getByTestId('show-more'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    await user.click(screen.getByTestId('show-more'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(130);
    expect(screen.queryByTestId('show-more')).toBeNull();
  });

  it('opens the vehicle-data service for a licence number without spaces, by Enter', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = openMyItems();
    const field = await screen.findByTestId('link-row-license');
    expect(field.getAttribute('maxlength')).toBe('10');
    await user.click(screen.getByTestId('link-row-vehicle-data'));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('publisher-link-row').textContent).toContain('Anna rekisterinumero.');
    await user.type(field, 'ab c-12{Enter}');
    expect(open).toHaveBeenCalledWith(
      'https://vehicles.example/?reg=abc-12',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByTestId('link-row-reports').getAttribute('href')).toBe(
      'https://reports.example/',
    );
    await user.click(screen.getByTestId('my-items-functions'));
    expect((await screen.findByTestId('function-reports')).getAttribute('href')).toBe(
      'https://reports.example/',
    );
  });

  it('shows no link row at all when neither service is configured', async () => {
    openMyItems({ vehicleDataServiceUrl: null, reportsAppUrl: null });
    await screen.findByTestId('sell-list');
    expect(screen.queryByTestId('publisher-link-row')).toBeNull();
  });

  it('remembers the card view for my items apart from the items list', async () => {
    const user = openMyItems();
    await screen.findByTestId('sell-list');
    await user.click(screen.getByTestId('view-card'));
    expect(await screen.findByTestId('sell-cards')).toBeTruthy();
    expect(window.localStorage.getItem('dealer.view.myItemsSell')).toBe('"card"');
    expect(window.localStorage.getItem('dealer.view.items')).toBeNull();
  });

  it('filters and sorts each tab with its own remembered choices; drafts by the status filter', async () => {
    const running = { start: new Date(Date.now() - 3_600_000).toISOString(), end: validEnd() };
    const sold = [
      makeOwnItemRow(1, { ...running, make: 'Volvo', mileage: 90_000 }),
      makeOwnItemRow(2, { ...running, make: 'Audi', mileage: 30_000 }),
      makeOwnItemRow(3, { ...running, make: 'Skoda', status: ItemStatus.Draft, isDraft: true }),
    ];
    mockApi({
      ...sessionRoutes({ ...sellerFlags, isBuyer: true }),
      'GET /api/AuctionItems/organisation/7': { body: sold },
      'GET /api/AuctionItems/organisation/7/buying': { body: [makeOwnItemRow(4, running)] },
    });
    renderApp('/ilmoitukset/omat');
    const user = userEvent.setup({ delay: null });
    const ids = () =>
      within(screen.getByTestId('sell-list'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid'));
    await screen.findByTestId('sell-list');

    await user.click(screen.getByTestId('toggle-filters'));
    const ownActions = await screen.findByTestId('filter-own-actions');
    expect(
      within(ownActions)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Tarjonnut',
      'Kysynyt',
      'Tarjousautomaatti',
      'Suosikit',
      'Vahvistettu',
      'Vahvistamaton',
    ]);
    await user.click(screen.getByTestId('filter-status-draft'));
    await waitFor(() => expect(ids()).toEqual(['my-item-3']));
    expect(screen.getByTestId('my-items-count').textContent).toBe('1 / 3 ilmoitusta näkyvissä');
    await user.click(screen.getByTestId('clear-filters'));

    await user.click(screen.getByTestId('sort-select'));
    await user.click(await screen.findByTestId('sort-make'));
    await waitFor(() => expect(ids()).toEqual(['my-item-2', 'my-item-3', 'my-item-1']));
    expect(JSON.parse(window.localStorage.getItem('dealer.sort.myItemsSell')!)).toEqual({
      key: 'make',
      direction: 'asc',
    });
    expect(window.localStorage.getItem('dealer.sort.myItemsBuy')).toBeNull();
    expect(window.localStorage.getItem('dealer.sort.items')).toBeNull();

    // The buy tab keeps its own sort and filters, and offers no draft status.
    await user.click(screen.getByTestId('my-items-tab-buy'));
    await screen.findByTestId('buy-list');
    expect(screen.getByTestId('sort-select').textContent).toBe('Oletusjärjestys');
    await user.click(screen.getByTestId('toggle-filters'));
    await screen.findByTestId('filter-status');
    expect(screen.queryByTestId('filter-status-draft')).toBeNull();
  });
});

import type { OwnItemRow } from '@dealer/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientConfig, sellerFlags } from '../../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { validEnd } from '../../test/item-fixtures';
import { makeOwnItemRow } from '../../test/list-row-fixtures';

const rows: OwnItemRow[] = Array.from({ length: 130 }, (_, index) =>
  makeOwnItemRow(index + 1, {
    mileage: 100_000,
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: validEnd(),
  }),
);

function openMyItems() {
  mockApi({
    ...sessionRoutes(sellerFlags),
    'GET /api/Settings/clientconfig': {
      body: {
        ...clientConfig,
        vehicleDataServiceUrl: 'https://vehicles.example/?reg=',
        reportsAppUrl: 'https://reports.example/',
      },
    },
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

  it('remembers the card view for my items apart from the items list', async () => {
    const user = openMyItems();
    await screen.findByTestId('sell-list');
    await user.click(screen.getByTestId('view-card'));
    expect(await screen.findByTestId('sell-cards')).toBeTruthy();
    expect(window.localStorage.getItem('dealer.view.myItemsSell')).toBe('"card"');
    expect(window.localStorage.getItem('dealer.view.items')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const group = {
  id: 5,
  organisationId: 7,
  name: 'Luotetut',
  companyGroupType: 0,
  companyGroupItems: [{ id: 51, businessIdentityCode: '1234567-1', name: 'Alfa Oy' }],
};

function mockGroups(defaults: object[] = []) {
  return mockApi({
    ...sessionRoutes(sellerFlags),
    'GET /api/CompanyGroups/organisation/7': { body: [group] },
    'GET /api/Settings/DefaultOfficeCompanyGroups': { body: defaults },
    'POST /api/CompanyGroups': { body: { ...group, id: 6, companyGroupItems: [] } },
    'POST /api/CompanyGroups/6/Item': { body: {} },
    'POST /api/CompanyGroups/5/Item': { body: {} },
    'DELETE /api/CompanyGroups/5/item/51': { status: 204 },
    'POST /api/Settings/DefaultOfficeCompanyGroups': { body: {} },
    'PATCH /api/Settings/DefaultOfficeCompanyGroups/80': { body: {} },
  });
}
const writes = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('target groups page', () => {
  it('new group: validates the business id, Enter adds nothing, save creates the group then its items', async () => {
    const { calls } = mockGroups();
    renderApp('/asetukset/kohderyhmat');
    await userEvent
      .setup()
      .click(await screen.findByTestId('target-group-new', {}, { timeout: 5000 }));
    const dialog = screen.getByTestId('target-group-dialog');
    fireEvent.change(within(dialog).getByTestId('target-group-name'), {
      target: { value: 'Uudet' },
    });
    const code = within(dialog).getByTestId('target-group-item-code');
    fireEvent.change(code, { target: { value: '1234567-8' } });
    fireEvent.change(within(dialog).getByTestId('target-group-item-name'), {
      target: { value: 'Beta Oy' },
    });
    fireEvent.keyDown(code, { key: 'Enter' });
    fireEvent.click(within(dialog).getByTestId('target-group-item-add'));
    expect(within(dialog).getByText('Tarkistusnumero ei täsmää')).toBeTruthy();
    fireEvent.change(code, { target: { value: '0737546-2' } });
    fireEvent.click(within(dialog).getByTestId('target-group-item-add'));
    expect(within(dialog).getByText('Beta Oy')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('target-group-save'));
    await waitFor(() =>
      expect(writes(calls)).toEqual(['POST /api/CompanyGroups', 'POST /api/CompanyGroups/6/Item']),
    );
    expect(calls.find((call) => call.path === '/api/CompanyGroups/6/Item')!.body).toEqual({
      businessIdentityCode: '0737546-2',
      name: 'Beta Oy',
    });
  });

  it('edit: a removal waits for save, then runs before the new item is created', async () => {
    const { calls } = mockGroups();
    renderApp('/asetukset/kohderyhmat');
    fireEvent.click(await screen.findByTestId('target-group-5', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByTestId('target-group-edit'));
    const dialog = screen.getByTestId('target-group-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista Alfa Oy' }));
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('target-group-item-code'), {
      target: { value: '1234567-1' },
    });
    fireEvent.change(within(dialog).getByTestId('target-group-item-name'), {
      target: { value: 'Alfa' },
    });
    fireEvent.click(within(dialog).getByTestId('target-group-item-add'));
    fireEvent.click(within(dialog).getByTestId('target-group-save'));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        'DELETE /api/CompanyGroups/5/item/51',
        'POST /api/CompanyGroups/5/Item',
      ]),
    );
  });

  it('an office without defaults shows public and saves the chosen groups as a blacklist by default', async () => {
    const { calls } = mockGroups();
    renderApp('/asetukset/kohderyhmat');
    const card = await screen.findByTestId('office-visibility-70', {}, { timeout: 5000 });
    expect(within(card).getByText('Julkinen')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button'));
    fireEvent.click(screen.getByTestId('default-visibility-group-5'));
    fireEvent.click(screen.getByTestId('default-visibility-save'));
    await waitFor(() =>
      expect(writes(calls)).toEqual(['POST /api/Settings/DefaultOfficeCompanyGroups']),
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      organisationId: 7,
      officeId: 70,
      companyGroupId: 5,
      visibilityType: 2,
    });
  });

  it('switching an existing blacklist to show-to updates the retained group', async () => {
    const { calls } = mockGroups([
      {
        id: 80,
        organisationId: 7,
        officeId: 70,
        companyGroupId: 5,
        visibilityType: 2,
        companyGroupName: 'Luotetut',
      },
    ]);
    renderApp('/asetukset/kohderyhmat');
    const card = await screen.findByTestId('office-visibility-70', {}, { timeout: 5000 });
    expect(within(card).getByText('Piilota')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button'));
    fireEvent.click(screen.getByTestId('default-visibility-edit'));
    fireEvent.click(screen.getByTestId('default-visibility-switch'));
    fireEvent.click(screen.getByTestId('default-visibility-save'));
    await waitFor(() =>
      expect(writes(calls)).toEqual(['PATCH /api/Settings/DefaultOfficeCompanyGroups/80']),
    );
  });
});

import type { OrganisationRole, ProductPermission } from '@dealer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const roles: OrganisationRole[] = [
  { id: 11, name: 'Myyjä', icon: 'sell', roleType: 10 },
  { id: 12, name: 'Ostaja', icon: 'buy', roleType: 0 },
];
const permissions: ProductPermission[] = [
  {
    id: 1,
    key: 'manage_user_permissions',
    name: 'Manage',
    roles: [],
    selected: true,
    assignedToOrganisation: false,
  },
  { id: 3, key: 'bid', name: 'Bid', roles: [12], selected: false, assignedToOrganisation: false },
];

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...sessionRoutes(sellerFlags),
    'GET /api/Organisation/GetProductPermissions': { body: permissions },
    'GET /api/Organisation/GetOrganisationRoles': { body: roles },
    ...extra,
  };
}

async function openBidPermission() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('permission-bid'));
  return user;
}

describe('permissions page', () => {
  it('saves newly ticked roles with UpdatePermission and says so', async () => {
    const { calls } = mockApi(
      routes({
        'POST /api/Organisation/7/UpdatePermission': {
          body: { ...permissions[1], roles: [11, 12] },
        },
      }),
    );
    renderApp('/asetukset/kayttooikeudet');
    const user = await openBidPermission();

    await user.click(within(screen.getByTestId('role-11')).getByRole('checkbox'));
    expect(screen.getByTestId('role-new-11').textContent).toBe('Uusi');
    await user.click(screen.getByTestId('permission-save'));

    expect((await screen.findByTestId('toast')).textContent).toContain('Tiedot päivitetty.');
    const update = calls.find((call) => call.path === '/api/Organisation/7/UpdatePermission');
    expect(update?.body).toEqual({ productPermissionId: 3, roleIds: [11, 12], organisationId: 7 });
  });

  it('grants to the whole organisation with the organisation-wide call', async () => {
    const { calls } = mockApi(
      routes({
        'POST /api/Organisation/7/AssignOrganisationWideProductPermission/3': {
          body: { ...permissions[1], assignedToOrganisation: true },
        },
      }),
    );
    renderApp('/asetukset/kayttooikeudet');
    const user = await openBidPermission();
    await user.click(
      within(screen.getByTestId('permission-whole-organisation')).getByRole('switch'),
    );
    await user.click(screen.getByTestId('permission-save'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.endsWith('/AssignOrganisationWideProductPermission/3')),
      ).toBe(true),
    );
  });

  it('reverts on cancel', async () => {
    mockApi(routes());
    renderApp('/asetukset/kayttooikeudet');
    const user = await openBidPermission();
    const checkbox = within(screen.getByTestId('role-11')).getByRole<HTMLInputElement>('checkbox');
    await user.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await user.click(screen.getByTestId('permission-cancel'));
    expect(checkbox.checked).toBe(false);
    expect(screen.queryByTestId('role-new-11')).toBeNull();
  });

  it('shows the update error when saving fails', async () => {
    mockApi(routes({ 'POST /api/Organisation/7/UpdatePermission': apiError(403, 'forbidden') }));
    renderApp('/asetukset/kayttooikeudet');
    const user = await openBidPermission();
    await user.click(within(screen.getByTestId('role-11')).getByRole('checkbox'));
    await user.click(screen.getByTestId('permission-save'));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Tietojen päivitys epäonnistui.',
    );
  });

  it('uses a header with confirm and cancel under 768 px', async () => {
    window.innerWidth = 600;
    mockApi(routes());
    renderApp('/asetukset/kayttooikeudet');
    const user = await openBidPermission();
    expect(screen.getByTestId('page-title').textContent).toBe('Huutaminen');
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.getByTestId('page-title').textContent).toBe('Käyttöoikeudet');
  });
});

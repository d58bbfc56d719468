import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sellerFlags } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const created = {
  id: 31,
  name: 'Kutsuautot Oy',
  businessIdentityCode: '1572860-0',
  streetAddress: 'Teollisuustie 1',
  postalAreaCode: '00510',
  postOfficeName: 'Helsinki',
  phoneNumber: null,
  emailAddress: null,
  products: [3],
  hasLicence: true,
  offices: [],
  roles: [{ id: 91, name: 'Ostaja', roleType: 0, permissions: ['bid'] }],
  members: [],
};

function mockConsole() {
  return mockApi({
    ...sessionRoutes(sellerFlags, makeUser({ ...sellerFlags, nwAdmin: true })),
    'GET /api/admin/organisations': { body: [] },
    'GET /api/admin/users': { body: [] },
    'GET /api/admin/mailoutbox': { body: [] },
    'POST /api/admin/organisations': { body: created },
    'GET /api/admin/organisations/31': { body: created },
    'POST /api/admin/users': apiError(409, 'conflict', { fields: { email: 'email_taken' } }),
  });
}
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// Issue 13: the admin console's organisations and users, with the domain's rules in the forms.
describe('platform admin organisations and users', () => {
  it('creates an organisation once the business ID is valid, then opens it', async () => {
    const { calls } = mockConsole();
    renderApp('/admin');
    fireEvent.click(await screen.findByTestId('organisation-new', {}, { timeout: 5000 }));
    change('organisation-name', 'Kutsuautot Oy');
    change('organisation-businessIdentityCode', '1572860-1');
    change('organisation-streetAddress', 'Teollisuustie 1');
    change('organisation-postalAreaCode', '00510');
    change('organisation-postOfficeName', 'Helsinki');
    fireEvent.click(screen.getByTestId('organisation-product-3'));
    fireEvent.click(screen.getByTestId('organisation-save'));
    expect(await screen.findByText('Tarkista Y-tunnus: tarkistusnumero ei täsmää')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    change('organisation-businessIdentityCode', '1572860-0');
    fireEvent.click(screen.getByTestId('organisation-save'));
    await screen.findByTestId('organisation-details');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Kutsuautot Oy',
      businessIdentityCode: '1572860-0',
      streetAddress: 'Teollisuustie 1',
      postalAreaCode: '00510',
      postOfficeName: 'Helsinki',
      phoneNumber: null,
      emailAddress: null,
      products: [3],
      hasLicence: true,
    });
  }, 15_000);

  it('shows a taken e-mail on the field', async () => {
    mockConsole();
    renderApp('/admin');
    fireEvent.click(await screen.findByTestId('user-new', {}, { timeout: 5000 }));
    change('user-email', 'seller@demo.test');
    change('user-firstName', 'Sanna');
    change('user-lastName', 'Myyjä');
    fireEvent.click(screen.getByTestId('user-invite'));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('Tällä sähköpostiosoitteella on jo käyttäjä')).toBeTruthy(),
    );
  });
});

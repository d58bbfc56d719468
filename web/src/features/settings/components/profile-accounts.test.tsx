import { defaultOrganisationSettings, type PermissionFlags } from '@dealer/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const settingsPath = '/api/Settings/organisation/7/settings';

function mockSettings(flags: PermissionFlags) {
  const saves: MockRequest[] = [];
  mockApi({
    ...sessionRoutes({ ...flags, isManageUserPermission: true }),
    [`GET ${settingsPath}`]: { body: { ...defaultOrganisationSettings, version: 1 } },
    [`PATCH ${settingsPath}`]: (request) => {
      saves.push(request);
      return { body: request.body };
    },
    'GET /api/Settings/locations/pickup': { body: [] },
    'GET /api/Settings/locations/delivery': { body: [] },
  });
  return saves;
}

const find = (id: string) => screen.findByTestId(id, {}, { timeout: 5000 });

describe(
  'the payment and delivery area details in the settings profiles',
  { timeout: 20_000 },
  () => {
    it('profile: a bad IBAN is shown and not saved; a valid IBAN and BIC are', async () => {
      const saves = mockSettings(sellerFlags);
      renderApp('/asetukset/profiili');
      const iban = await find('profile-iban');
      fireEvent.change(iban, { target: { value: 'FI21 1234 5600 0007 86' } });
      fireEvent.blur(iban);
      expect(await screen.findByText('Tarkista IBAN-tilinumero.')).toBeTruthy();
      expect(saves).toHaveLength(0);
      fireEvent.change(iban, { target: { value: 'FI21 1234 5600 0007 85' } });
      fireEvent.blur(iban);
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]!.body).toMatchObject({ iban: 'FI21 1234 5600 0007 85', version: 1 });
      const bic = screen.getByTestId('profile-bic');
      fireEvent.change(bic, { target: { value: 'NDEAFIHH' } });
      fireEvent.blur(bic);
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1]!.body).toMatchObject({ bic: 'NDEAFIHH' });
    });

    it('buyer profile: the invoicing address, e-invoicing operator and method are saved', async () => {
      const saves = mockSettings(buyerFlags);
      renderApp('/asetukset/ostajanprofiili');
      const address = await find('invoicing-address');
      fireEvent.change(address, { target: { value: 'PL 12, 33100 Tampere' } });
      fireEvent.blur(address);
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]!.body).toMatchObject({ invoicingAddress: 'PL 12, 33100 Tampere' });
      const operator = screen.getByTestId('e-invoicing-operator');
      fireEvent.change(operator, { target: { value: 'OKOYFIHH' } });
      fireEvent.blur(operator);
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1]!.body).toMatchObject({ eInvoicingOperator: 'OKOYFIHH' });
      expect(screen.getByTestId('invoicing-method')).toBeTruthy();
    });
  },
);

import { defaultOrganisationSettings, type OrganisationSettings } from '@dealer/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const managerFlags = { ...buyerFlags, isManageUserPermission: true };
const settingsPath = '/api/Settings/organisation/7/settings';
const deliveryLocation = (id: number, officeId: number | null) => ({
  id,
  name: `Paikka ${id}`,
  streetAddress: 'Tie 1',
  postalAreaCode: '33100',
  postOfficeName: 'Tampere',
  officeId,
  locationPurpose: 30,
  locationType: 20,
  pickUpDescription: null,
  deliveryDescription: null,
  pickUpEnabled: false,
  deliveryEnabled: true,
});

function mockBuySettings(initial: Partial<OrganisationSettings>, delivery: object[]) {
  const stored = { ...defaultOrganisationSettings, version: 1, ...initial };
  const saves: MockRequest[] = [];
  const api = mockApi({
    ...sessionRoutes(managerFlags),
    [`GET ${settingsPath}`]: { body: stored },
    [`PATCH ${settingsPath}`]: (request) => {
      saves.push(request);
      return { body: request.body };
    },
    'GET /api/Settings/locations/delivery': { body: delivery },
    'POST /api/Settings/locations/import': { body: [] },
  });
  return { ...api, saves };
}

const find = (id: string) => screen.findByTestId(id, {}, { timeout: 5000 });

describe('delivery settings page', () => {
  it('without a delivery location the offer checkboxes are disabled with a note; import counts the offices', async () => {
    mockBuySettings({}, []);
    renderApp('/asetukset/kuljetustarjoukset');
    expect(await find('delivery-no-location')).toBeTruthy();
    expect(
      screen.getByTestId<HTMLInputElement>('defaultDeliveryOfferRequestMakinen').disabled,
    ).toBe(true);
    const importButton = screen.getByTestId<HTMLButtonElement>('locations-import-delivery');
    expect(importButton.textContent).toBe('Tuo toimipisteet (1)');
    expect(importButton.disabled).toBe(false);
  });

  it('highlights a delivery location without an office; import is disabled when every office is imported', async () => {
    mockBuySettings({}, [deliveryLocation(3, 70), deliveryLocation(4, null)]);
    renderApp('/asetukset/kuljetustarjoukset');
    expect((await find('location-card-4')).dataset.highlighted).toBe('true');
    expect(screen.getByTestId('location-card-3').dataset.highlighted).toBe('false');
    expect(screen.getByTestId<HTMLButtonElement>('locations-import-delivery').disabled).toBe(true);
  });

  it('a stored type 0 shows unset; choosing the default location takes the first delivery location', async () => {
    const { saves } = mockBuySettings({}, [deliveryLocation(3, 70), deliveryLocation(4, 70)]);
    renderApp('/asetukset/kuljetustarjoukset');
    const type = await find('delivery-location-type');
    expect((type as HTMLInputElement).value).toBe('');
    fireEvent.mouseDown(within(type.parentElement!).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Oletustoimituspaikka' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({
      defaultDeliveryLocationType: 20,
      defaultDeliveryLocationId: 3,
    });
  });
});

describe('buyer profile page', () => {
  it('validates the certificate e-mail when needed and saves only a valid one', async () => {
    const { saves } = mockBuySettings({ registrationCertificateNotRequired: false }, []);
    renderApp('/asetukset/ostajanprofiili');
    const email = await find('certificate-email');
    fireEvent.change(email, { target: { value: 'todistus@' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Tarkista sähköpostiosoite.')).toBeTruthy();
    expect(saves).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'todistus@example.fi' } });
    fireEvent.blur(email);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({
      registrationCertificateEmailAddress: 'todistus@example.fi',
    });
  });

  it('the e-mail field is disabled when no certificate is needed', async () => {
    mockBuySettings({ registrationCertificateNotRequired: true }, []);
    renderApp('/asetukset/ostajanprofiili');
    expect(((await find('certificate-email')) as HTMLInputElement).disabled).toBe(true);
  });
});

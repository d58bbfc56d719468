import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientConfig, sellerFlags } from '../../../../test/fixtures';
import { apiError, mockApi, sessionRoutes, type MockRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { itemPageRoutes, makeDraft } from '../../../../test/item-fixtures';

const serviceUrl = 'https://ajoneuvotiedot.example.fi/haku?rekisterinumero=';

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...itemPageRoutes(makeDraft({ id: 55, licenseNumber: 'ABC-123' })),
    'GET /api/Settings/clientconfig': {
      body: { ...clientConfig, vehicleDataServiceUrl: serviceUrl },
    },
    ...extra,
  };
}

async function openDialog() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(await screen.findByTestId('nav-add'));
  return { user, dialog: await screen.findByTestId('create-draft-dialog') };
}

describe('create-draft dialog', { timeout: 20_000 }, () => {
  it('takes at most 10 characters and links to the vehicle data without spaces', async () => {
    mockApi(routes());
    renderApp('/ilmoitukset');
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByTestId<HTMLInputElement>('create-draft-license-number');
    expect(field.placeholder).toBe('ABC-123');
    await user.type(field, 'ABC 123 45678');
    expect(field.value).toBe('ABC 123 45');
    const link = await within(dialog).findByTestId('create-draft-vehicle-data');
    expect(link.getAttribute('href')).toBe(`${serviceUrl}ABC12345`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('hides the vehicle-data button when no service is configured', async () => {
    mockApi({ ...routes(), 'GET /api/Settings/clientconfig': { body: clientConfig } });
    renderApp('/ilmoitukset');
    const { dialog } = await openDialog();
    await waitFor(() => expect(within(dialog).getByTestId('create-draft-submit')).toBeTruthy());
    expect(within(dialog).queryByTestId('create-draft-vehicle-data')).toBeNull();
  });

  it('creates a draft for the selected organisation and opens it', async () => {
    const { calls } = mockApi(
      routes({ 'POST /api/AuctionItems/Create': { body: makeDraft({ id: 55 }) } }),
    );
    const { router } = renderApp('/ilmoitukset');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByTestId('create-draft-license-number'), ' ABC-123 ');
    await user.click(within(dialog).getByTestId('create-draft-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset/55'));
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      organisationId: 7,
      licenseNumber: 'ABC-123',
    });
    expect(await screen.findByTestId('item-sections', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('create-draft-dialog')).toBeNull());
  });

  it('says the draft could not be saved when creating fails', async () => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'POST /api/AuctionItems/Create': apiError(500, 'internal_error'),
    });
    const { router } = renderApp('/ilmoitukset');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByTestId('create-draft-submit'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tallennus epäonnistui.');
    expect(router.state.location.pathname).toBe('/ilmoitukset');
  });
});

import { defaultOrganisationSettings } from '@dealer/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, sellerFlags } from '../../test/fixtures';
import { mockApi, sessionRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('start view', () => {
  it('lands a buyer on items and a seller on my items', async () => {
    mockApi(sessionRoutes(buyerFlags));
    const buyer = renderApp('/');
    await waitFor(() => expect(buyer.router.state.location.pathname).toBe('/ilmoitukset'));
    buyer.unmount();

    mockApi(sessionRoutes(sellerFlags));
    const seller = renderApp('/');
    await waitFor(() => expect(seller.router.state.location.pathname).toBe('/ilmoitukset/omat'));
  });

  it('opens the page named by the return state, replacing the start view', async () => {
    mockApi(sessionRoutes(buyerFlags));
    const { router } = renderApp('/?state=%2Fasetukset%2Finfo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/asetukset/info'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Tervetuloa');
  });

  it.each([
    ['/asetukset/profiili', 'Profiili'],
    ['/asetukset/myyntitiedot', 'Myynnin oletustiedot'],
  ])('opens the settings page %s named by the return state', async (state, title) => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/Settings/organisation/7/settings': {
        body: { ...defaultOrganisationSettings, version: 1 },
      },
    });
    const { router } = renderApp(`/?state=${encodeURIComponent(state)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(state));
    expect((await screen.findByTestId('page-title')).textContent).toBe(title);
  });

  it('sends an unknown settings page to the settings landing', async () => {
    mockApi(sessionRoutes(buyerFlags));
    const { router } = renderApp('/?state=%2Fasetukset%2Ftuntematon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/asetukset'));
  });
});

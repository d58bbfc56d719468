import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyerFlags, clientConfig, sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('settings landing', () => {
  it('shows a seller general and sale settings, the version and the info link', async () => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/Settings/clientconfig': {
        body: { ...clientConfig, instructionsUrl: 'https://ohjeet.example.fi' },
      },
    });
    renderApp('/asetukset');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Asetukset');
    expect(screen.getByTestId('settings-permissions-link').getAttribute('href')).toBe(
      '/asetukset/kayttooikeudet',
    );
    expect(
      within(screen.getByTestId('settings-group-sale'))
        .getByTestId('settings-page-auctionDefaults')
        .getAttribute('href'),
    ).toBe('/asetukset/myyntitiedot');
    expect(screen.queryByTestId('settings-group-buy')).toBeNull();
    expect(screen.getByTestId('application-version').textContent).toBe('Versio 3.19.0');
    expect(screen.getByTestId('settings-info-link').getAttribute('href')).toBe('/asetukset/info');
    expect((await screen.findByTestId('settings-instructions-link')).getAttribute('href')).toBe(
      'https://ohjeet.example.fi',
    );
  });

  it('shows a buyer the buy settings but not the permissions, nor instructions without a URL', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/asetukset');
    expect(await screen.findByTestId('settings-group-buy')).toBeTruthy();
    expect(screen.queryByTestId('settings-group-general')).toBeNull();
    expect(screen.queryByTestId('settings-instructions-link')).toBeNull();
  });
});

describe('settings access', () => {
  it('shows the no-permission dialog on the permissions page without the right; Leave goes to settings', async () => {
    mockApi(sessionRoutes(buyerFlags));
    const { router } = renderApp('/asetukset/kayttooikeudet');
    const dialog = await screen.findByTestId('no-permission-dialog');
    await userEvent.setup().click(within(dialog).getByTestId('no-permission-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asetukset'));
  });

  it('lets everyone read the info page; only auctioneers get "to selling"', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/asetukset/info');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Tervetuloa');
    expect(screen.getByTestId('to-bidding').getAttribute('href')).toBe('/ilmoitukset');
    expect(screen.queryByTestId('to-selling')).toBeNull();
  });
});

import { noPermissions } from '@dealer/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyerFlags, makeUser } from '../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('app start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a full-page spinner while loading, then the page', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    expect(screen.getByTestId('full-page-spinner')).toBeTruthy();
    expect((await screen.findByTestId('page-title')).textContent).toBe('Ilmoitukset');
  });

  it('loads organisations, permissions and offices for the selected organisation', async () => {
    const { calls } = mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    await screen.findByTestId('left-navigation');
    const search = (path: string) => calls.find((call) => call.path === path)?.url.search;
    expect(search('/api/User/GetUserPermissions')).toBe('?organisationId=7');
    expect(search('/api/Organisation/GetOffices')).toBe('?organisationId=7');
    expect(calls.some((call) => call.path === '/api/User/GetUserOrganisationBasicInfos')).toBe(
      true,
    );
  });

  it('sends a signed-out user to sign in with the page as the return state', async () => {
    mockApi({ 'GET /api/User/GetCurrentUser': apiError(401, 'unauthenticated') });
    const { router } = renderApp('/asetukset/kayttooikeudet?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kirjaudu'));
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe(
      '/asetukset/kayttooikeudet?x=1',
    );
    expect(await screen.findByTestId('sign-in-submit')).toBeTruthy();
  });

  it('shows access denied for 403', async () => {
    mockApi({ 'GET /api/User/GetCurrentUser': apiError(403, 'forbidden') });
    renderApp('/ilmoitukset');
    const denied = await screen.findByTestId('access-denied');
    expect(denied.textContent).toContain('Sinulla ei ole oikeutta käyttää palvelua.');
  });

  it('shows an unexpected error with the status for 500 and retries after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let userCalls = 0;
    mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/User/GetCurrentUser': () =>
        ++userCalls === 1 ? apiError(500, 'internal_error') : { body: makeUser(buyerFlags) },
    });
    renderApp('/ilmoitukset');

    const failure = await screen.findByTestId('start-error');
    expect(failure.textContent).toContain('(tila: 500)');
    expect(within(failure).getByTestId('start-retry-warning').textContent).toBe(
      'Yritetään uudelleen 5 sekunnin kuluttua.',
    );
    expect(userCalls).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Ilmoitukset');
    expect(userCalls).toBe(2);
  });

  it('clears the permissions and shows the no-subscription dialog when offices fail', async () => {
    mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/Organisation/GetOffices': apiError(403, 'forbidden'),
    });
    renderApp('/ilmoitukset');
    const dialog = await screen.findByTestId('no-subscription-dialog');
    expect(within(dialog).getByTestId('no-subscription-organisation').textContent).toBe(
      'Autotalo Virtanen Oy',
    );
    expect(await within(dialog).findByText('asiakaspalvelu@example.fi')).toBeTruthy();
    expect(screen.queryByTestId('nav-myItems')).toBeNull();
  });

  it('shows the no-subscription dialog when the organisation subscribes to nothing', async () => {
    mockApi(sessionRoutes(noPermissions));
    renderApp('/ilmoitukset');
    expect(await screen.findByTestId('no-subscription-dialog')).toBeTruthy();
  });

  it('lets a platform admin without an organisation in, without organisation loads', async () => {
    const admin = makeUser({ ...noPermissions, nwAdmin: true, selectedOrganisationId: null });
    const { calls } = mockApi(sessionRoutes(noPermissions, admin));
    renderApp('/ilmoitukset');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Ilmoitukset');
    expect(screen.queryByTestId('no-subscription-dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/api/User/GetUserPermissions')).toBe(false);
    expect(calls.some((call) => call.path === '/api/Organisation/GetOffices')).toBe(false);
  });

  it('speaks the user’s language', async () => {
    mockApi(sessionRoutes(buyerFlags, makeUser({ ...buyerFlags, locale: 'sv-se' })));
    renderApp('/ilmoitukset');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Annonser');
  });
});

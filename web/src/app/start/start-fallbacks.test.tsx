import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../i18n';
import { buyerFlags, makeUser } from '../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

// Spec 4 and 6, the start's fallbacks, beyond session-gate.test.tsx: a redirect, the texts in
// the language the browser used last (the user, and so their locale, is not known yet), and a
// retry that fails again.

describe('the start’s fallbacks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the user to sign in with the return state when the user fetch is redirected (302)', async () => {
    const { fetchMock } = mockApi(sessionRoutes(buyerFlags));
    const answer = fetchMock.getMockImplementation()!;
    // A redirect to a sign-in address, as fetch with `redirect: 'manual'` shows it.
    fetchMock.mockImplementation(async (input, init) =>
      typeof input === 'string' && input.startsWith('/api/User/GetCurrentUser')
        ? ({
            type: 'opaqueredirect',
            status: 0,
            ok: false,
            json: () => Promise.reject(new Error()),
          } as unknown as Response)
        : answer(input, init),
    );
    const { router } = renderApp('/asetukset/profiili');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kirjaudu'));
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe(
      '/asetukset/profiili',
    );
  });

  it('refuses in Swedish with 403 and does not retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await applyLocale('sv-se');
    const { calls } = mockApi({ 'GET /api/User/GetCurrentUser': apiError(403, 'forbidden') });
    renderApp('/ilmoitukset');
    const denied = await screen.findByTestId('access-denied');
    expect(within(denied).getByRole('heading').textContent).toBe('Åtkomst nekad');
    expect(denied.textContent).toContain('Du har inte rätt att använda tjänsten.');
    expect(within(denied).queryByTestId('start-retry-warning')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls.filter((call) => call.path === '/api/User/GetCurrentUser')).toHaveLength(1);
  });

  it('shows the status in English and keeps retrying every 5 seconds, warned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await applyLocale('en-gb');
    let permissionCalls = 0;
    mockApi({
      ...sessionRoutes(buyerFlags, makeUser({ ...buyerFlags, locale: 'en-gb' })),
      'GET /api/User/GetUserPermissions': () =>
        ++permissionCalls < 3 ? apiError(502, 'internal_error') : { body: buyerFlags },
    });
    renderApp('/ilmoitukset');
    const failure = await screen.findByTestId('start-error');
    expect(within(failure).getByRole('heading').textContent).toBe('Unexpected error');
    expect(failure.textContent).toContain('The service could not be started (status: 502).');
    expect(within(failure).getByTestId('start-retry-warning').textContent).toBe(
      'Trying again in 5 seconds.',
    );
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(permissionCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(permissionCalls).toBe(2));
    expect(screen.getByTestId('start-retry-warning')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Items');
    expect(permissionCalls).toBe(3);
  });

  it('names a lost connection in Finnish', async () => {
    mockApi(sessionRoutes(buyerFlags));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/ilmoitukset');
    expect((await screen.findByTestId('start-error')).textContent).toContain(
      'Palvelun käynnistys epäonnistui (tila: ei yhteyttä).',
    );
  });

  it('shows the no-subscription dialog in Swedish when the offices cannot be fetched', async () => {
    await applyLocale('sv-se');
    mockApi({
      ...sessionRoutes(buyerFlags, makeUser({ ...buyerFlags, locale: 'sv-se' })),
      'GET /api/Organisation/GetOffices': apiError(500, 'internal_error'),
    });
    renderApp('/ilmoitukset');
    const dialog = await screen.findByTestId('no-subscription-dialog');
    expect(dialog.textContent).toContain('Kontrollera organisationen och dess beställningar.');
    expect(screen.queryByTestId('nav-myItems')).toBeNull();
  });
});

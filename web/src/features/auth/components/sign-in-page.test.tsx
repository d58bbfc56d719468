import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buyerFlags } from '../../../test/fixtures';

async function signIn(email = 'matti@example.fi', password = 'salasana') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /sähköposti|e-mail|e-post/i }), email);
  if (password) await user.type(document.querySelector('input[name="password"]')!, password);
  await user.click(screen.getByTestId('sign-in-submit'));
}

describe('sign-in page', () => {
  it('shows "wrong e-mail or password" for 401 and stays on the page', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': apiError(401, 'invalid_credentials') });
    const { router } = renderApp('/kirjaudu?state=%2Fasetukset');

    await signIn();

    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      'Väärä sähköpostiosoite tai salasana.',
    );
    expect(router.state.location.pathname).toBe('/kirjaudu');
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'matti@example.fi',
      password: 'salasana',
    });
  });

  it('checks the fields with the schema the server uses, and sends nothing until they pass', async () => {
    const { calls } = mockApi({});
    renderApp('/kirjaudu');
    await signIn('matti@', '');
    expect(await screen.findByText('Väärä muoto')).toBeTruthy();
    expect(screen.getByText('Pakollinen tieto')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('sends the address as the server keeps it: trimmed and lower-case', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': apiError(401, 'invalid_credentials') });
    renderApp('/kirjaudu');
    await signIn('  Matti@Example.FI ', 'salasana');
    await screen.findByTestId('sign-in-error');
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'matti@example.fi',
      password: 'salasana',
    });
  });

  it('translates too_many_attempts', async () => {
    mockApi({ 'POST /api/auth/login': apiError(429, 'too_many_attempts') });
    renderApp('/kirjaudu');
    await signIn();
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      'Liian monta kirjautumisyritystä. Yritä myöhemmin uudelleen.',
    );
  });

  it('goes to the start view with the return state, which opens that page', async () => {
    mockApi({
      ...sessionRoutes(buyerFlags),
      'POST /api/auth/login': { body: { user: makeUser(buyerFlags) } },
    });
    const { router } = renderApp('/kirjaudu?state=%2Fasetukset');

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/asetukset'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Asetukset');
  });

  it("speaks the browser's stored language", async () => {
    window.localStorage.setItem('dealer-auction.locale', 'sv-se');
    mockApi({});
    renderApp('/kirjaudu');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Logga in');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyerFlags, makeUser, nobodyFlags } from '../../test/fixtures';
import { apiError, mockApi, sessionRoutes, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const pageTitle = async () => (await screen.findByTestId('page-title')).textContent;

describe('language switch', () => {
  it('changes the texts at once and saves the locale to the user', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'PATCH /api/User/SetUserLocale/en-gb': { body: makeUser({ ...buyerFlags, locale: 'en-gb' }) },
    });
    renderApp('/ilmoitukset');
    const user = userEvent.setup();
    expect(await pageTitle()).toBe('Ilmoitukset');

    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-en-gb'));

    expect(await pageTitle()).toBe('Items');
    expect(screen.getByTestId('nav-myItems').textContent).toBe('My items');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/User/SetUserLocale/en-gb')).toBe(true),
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('does nothing for the current language', async () => {
    const { calls } = mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-fi-fi'));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('reverts and says so when saving fails', async () => {
    mockApi({
      ...sessionRoutes(buyerFlags),
      'PATCH /api/User/SetUserLocale/sv-se': apiError(500, 'internal_error'),
    });
    renderApp('/ilmoitukset');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-sv-se'));

    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Kielen vaihto epäonnistui.',
    );
    expect(await pageTitle()).toBe('Ilmoitukset');
  });
});

describe('organisation switch', () => {
  it('selects another organisation and reloads so the navigation follows', async () => {
    let selected = 7;
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'GET /api/User/GetCurrentUser': () => ({
        body: makeUser({ selectedOrganisationId: selected }),
      }),
      'GET /api/User/GetUserPermissions': ({ url }: MockRequest) => ({
        body: url.searchParams.get('organisationId') === '9' ? nobodyFlags : buyerFlags,
      }),
      'PATCH /api/User/SetSelectedOrganisationId/9': () => {
        selected = 9;
        return { body: makeUser({ ...nobodyFlags, selectedOrganisationId: 9 }) };
      },
    });
    renderApp('/ilmoitukset');
    const user = userEvent.setup();
    const organisationSwitch = await screen.findByTestId('organisation-switch');
    expect(organisationSwitch.textContent).toContain('Autotalo Virtanen Oy');
    expect(screen.getByTestId('nav-myItems')).toBeTruthy();

    await user.click(organisationSwitch);
    await user.click(await screen.findByRole('menuitem', { name: 'Konekauppa Nieminen' }));

    await waitFor(() => expect(screen.queryByTestId('nav-myItems')).toBeNull());
    expect(screen.getByTestId('organisation-switch').textContent).toContain('Konekauppa Nieminen');
    expect(
      calls.some(
        (call) =>
          call.path === '/api/Organisation/GetOffices' && call.url.search === '?organisationId=9',
      ),
    ).toBe(true);
  });

  it('does nothing when the current organisation is chosen', async () => {
    const { calls } = mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('organisation-switch'));
    await user.click(await screen.findByRole('menuitem', { name: 'Autotalo Virtanen Oy' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session and goes to sign in', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'POST /api/auth/logout': { status: 204 },
    });
    const { router } = renderApp('/ilmoitukset');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kirjaudu'));
    expect(calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
  });
});

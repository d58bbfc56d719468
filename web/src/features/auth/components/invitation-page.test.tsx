import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags, makeUser } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const token = 'A'.repeat(43);
const fill = (password: string, again = password) => {
  fireEvent.change(screen.getByTestId('invitation-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('invitation-password-again'), { target: { value: again } });
  fireEvent.click(screen.getByTestId('invitation-submit'));
};

// Issue 13: an invitation link where the user chooses a password (the domain's rules) and is
// signed in; a spent link says so.
describe('invitation page', () => {
  it('checks the password as the server does, then signs in and goes to the items', async () => {
    const { calls } = mockApi({
      ...sessionRoutes(buyerFlags),
      'POST /api/auth/invitations/accept': { body: { user: makeUser(buyerFlags) } },
      'GET /api/AuctionItems': { body: [] },
    });
    const { router } = renderApp(`/kutsu/${token}`);
    await screen.findByTestId('invitation-password', {}, { timeout: 5000 });
    fill('lyhyt');
    expect(await screen.findByText('Käytä vähintään 12 merkkiä')).toBeTruthy();
    fill('oikea hevonen patteri', 'oikea hevonen pattero');
    expect(await screen.findByText('Salasanat eivät täsmää')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fill('oikea hevonen patteri');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      token,
      password: 'oikea hevonen patteri',
      passwordAgain: 'oikea hevonen patteri',
    });
  });

  it('tells that a link was already used', async () => {
    mockApi({
      'POST /api/auth/invitations/accept': apiError(422, 'rule_broken', {
        fields: { token: 'invitation_used' },
      }),
    });
    renderApp(`/kutsu/${token}`);
    await screen.findByTestId('invitation-password', {}, { timeout: 5000 });
    fill('oikea hevonen patteri');
    expect((await screen.findByTestId('invitation-error')).textContent).toContain('jo käytetty');
  });
});

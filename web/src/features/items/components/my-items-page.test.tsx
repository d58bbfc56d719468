import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyerFlags, nobodyFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('my items', () => {
  it('shows a buyer the empty state', async () => {
    mockApi(sessionRoutes(buyerFlags));
    renderApp('/ilmoitukset/omat');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Sinulla ei ole vielä omia ilmoituksia.',
    );
    expect(screen.queryByTestId('no-permission-dialog')).toBeNull();
  });

  it('stops someone who neither buys nor sells; Leave goes back to items', async () => {
    mockApi(sessionRoutes(nobodyFlags));
    const { router } = renderApp('/ilmoitukset/omat');
    const dialog = await screen.findByTestId('no-permission-dialog');
    expect(dialog.textContent).toContain('Pyydä oikeutta organisaatiosi pääkäyttäjältä.');
    await userEvent.setup().click(within(dialog).getByTestId('no-permission-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ilmoitukset'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Ilmoituksia ei ole.');
  });
});

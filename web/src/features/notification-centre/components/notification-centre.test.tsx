import { defaultNotificationSettings } from '@dealer/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('notification centre', () => {
  it('the hash opens it after the loading overlay; closing clears the hash', async () => {
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/NwUserNotificationSettings': { body: defaultNotificationSettings },
    });
    window.history.replaceState(null, '', '/asetukset#ilmoitusasetukset');
    renderApp('/asetukset');
    await screen.findByTestId('release-notes-bell', {}, { timeout: 5000 });
    expect(screen.queryByTestId('notification-centre')).toBeNull();
    const dialog = await screen.findByTestId('notification-centre', {}, { timeout: 3000 });
    expect(await screen.findByTestId('notification-main-switch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(window.location.hash).toBe('');
  });

  it('a failed save shows the error and reloads the settings', async () => {
    let reads = 0;
    mockApi({
      ...sessionRoutes(sellerFlags),
      'GET /api/NwUserNotificationSettings': () => {
        reads += 1;
        return { body: defaultNotificationSettings };
      },
      'PATCH /api/NwUserNotificationSettings/Update': apiError(500, 'internal_error'),
    });
    renderApp('/asetukset');
    fireEvent.click(await screen.findByTestId('notification-centre-entry', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId('notification-won'));
    expect(await screen.findByText('Tallennus epäonnistui.')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByTestId<HTMLInputElement>('notification-won').checked).toBe(true);
  });
});

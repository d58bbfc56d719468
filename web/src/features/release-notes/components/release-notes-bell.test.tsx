import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sellerFlags } from '../../../test/fixtures';
import { mockApi, sessionRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const note = {
  id: 1,
  title: 'Versio 3.19.0',
  text: 'Lisätietoja: https://ohjeet.example.fi/uutta',
  published: '2026-11-23T08:00:00Z',
};

function mockNotes() {
  mockApi({
    ...sessionRoutes(sellerFlags),
    'GET /api/Settings/getlatestservicereleasenote': { body: note },
    'GET /api/Settings/getservicereleasenotes': { body: [note] },
  });
}

describe('release notes bell', () => {
  beforeEach(() => window.localStorage.clear());

  it('is marked until opened; the dialog shows the note new, with its link clickable', async () => {
    mockNotes();
    renderApp('/asetukset');
    const bell = await screen.findByTestId('release-notes-bell', {}, { timeout: 5000 });
    await waitFor(() => expect(bell.dataset.unread).toBe('true'));
    fireEvent.click(bell);
    const dialog = await screen.findByTestId('release-notes-dialog', {}, { timeout: 5000 });
    await within(dialog).findByText('Versio 3.19.0');
    expect(within(dialog).getByText('Uusi')).toBeTruthy();
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(
      'https://ohjeet.example.fi/uutta',
    );
    expect(bell.dataset.unread).toBe('false');
    expect(window.localStorage.getItem('releaseNotes.lastReadId')).toBe('1');
  });

  it('is not marked when the latest note was read; the version entry opens the notes', async () => {
    window.localStorage.setItem('releaseNotes.lastReadId', '1');
    mockNotes();
    renderApp('/asetukset');
    const bell = await screen.findByTestId('release-notes-bell', {}, { timeout: 5000 });
    expect(bell.dataset.unread).toBe('false');
    fireEvent.click(await screen.findByTestId('application-version'));
    const dialog = await screen.findByTestId('release-notes-dialog', {}, { timeout: 5000 });
    await within(dialog).findByText('Versio 3.19.0');
    expect(within(dialog).queryByText('Uusi')).toBeNull();
  });
});

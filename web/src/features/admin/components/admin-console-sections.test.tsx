import type { AdminReleaseNote, AuditLogEntry, FeedbackEntry } from '@dealer/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/app';
import { buyerFlags, makeUser } from '../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { createQueryClient } from '../../../lib/query-client';
import { AuditLogDialog } from './audit-log-dialog';

const hidden = { isVisible: false, title: null, text: null, readMoreLink: null };
const published: AdminReleaseNote = {
  id: 1,
  title: 'Versio 3.19.0',
  text: 'Uutta',
  published: '2026-11-23T08:00:00.000Z',
  state: 'published',
  updatedAt: '2026-11-23T08:00:00.000Z',
  updatedByName: null,
};
const feedback = (id: number): FeedbackEntry => ({
  id,
  message: `Palaute ${id}`,
  url: '/ilmoitukset',
  userId: 5,
  userName: 'Bengt Lindqvist',
  organisationId: 9,
  organisationName: 'Demo Vaihtoautot Oy',
  timestamp: '2026-11-23T10:05:00.000Z',
});

function consoleRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...sessionRoutes(buyerFlags, makeUser({ nwAdmin: true })),
    'GET /api/admin/mailoutbox': { body: [] },
    'GET /api/Settings/serviceadnotification': { body: hidden },
    'GET /api/Settings/servicenotification': { body: hidden },
    'GET /api/admin/releasenotes': { body: [published] },
    'GET /api/admin/feedback': ({ url }) => ({
      body:
        url.searchParams.get('cursor') === '3'
          ? { entries: [feedback(2), feedback(1)], nextCursor: null }
          : { entries: [feedback(4), feedback(3)], nextCursor: '3' },
    }),
    ...extra,
  };
}

describe('the admin console: release notes and feedback', () => {
  it('refuses an empty draft, previews a note as the bell shows it, and saves the draft', async () => {
    const draft = { ...published, id: 2, title: 'Versio 3.20.0', published: null, state: 'draft' };
    const { calls } = mockApi(
      consoleRoutes({
        'POST /api/admin/releasenotes': { status: 201, body: draft },
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('admin-release-note-new'));
    const editor = await screen.findByTestId('release-note-editor');
    await user.click(within(editor).getByTestId('release-note-save'));
    expect(await within(editor).findAllByText('Pakollinen tieto')).not.toHaveLength(0);
    await user.type(within(editor).getByTestId('release-note-title'), 'Versio 3.20.0');
    await user.type(
      within(editor).getByTestId('release-note-text'),
      'Lue lisää: https://ohjeet.example.fi/3-20',
    );
    const preview = within(editor).getByTestId('release-note-preview');
    expect(within(preview).getByRole('link').getAttribute('href')).toBe(
      'https://ohjeet.example.fi/3-20',
    );
    await user.click(within(editor).getByTestId('release-note-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Versio 3.20.0',
        text: 'Lue lisää: https://ohjeet.example.fi/3-20',
      }),
    );
  }, 20_000);

  it('refuses a publishing time gone before sending, and publishes now without a time', async () => {
    const draft = { ...published, id: 2, published: null, state: 'draft' as const };
    const { calls } = mockApi(
      consoleRoutes({
        'GET /api/admin/releasenotes': { body: [draft] },
        'POST /api/admin/releasenotes/2/publish': { body: { ...draft, state: 'published' } },
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('admin-release-note-publish-2'));
    const dialog = await screen.findByTestId('release-note-publish');
    await user.click(within(dialog).getByTestId('release-note-publish-at'));
    await user.type(within(dialog).getByTestId('release-note-date'), '1.1.2020');
    await user.type(within(dialog).getByTestId('release-note-time'), '10:00');
    expect(within(dialog).getByTestId('release-note-issue-publish_time_past')).toBeTruthy();
    expect(
      within(dialog).getByTestId('release-note-publish-confirm').hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(dialog).getByLabelText('Heti'));
    await user.click(within(dialog).getByTestId('release-note-publish-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({
        publishAt: null,
      }),
    );
  }, 20_000);

  it('lists feedback newest first with the sender, and loads older messages on request', async () => {
    const { calls } = mockApi(consoleRoutes());
    renderApp('/admin');
    const table = await screen.findByTestId('admin-feedback');
    const row = within(table).getByTestId('admin-feedback-4');
    expect(row.textContent).toContain('Demo Vaihtoautot Oy');
    expect(row.textContent).toContain('Bengt Lindqvist');
    // 10:05 UTC is 12:05 in Helsinki, written the Finnish way.
    expect(row.textContent).toContain('23.11.2026 12:05');
    await userEvent.click(screen.getByTestId('admin-feedback-more'));
    await within(table).findByTestId('admin-feedback-1');
    expect(screen.queryByTestId('admin-feedback-more')).toBeNull();
    expect(
      calls.filter((call) => call.path === '/api/admin/feedback').map((c) => c.url.search),
    ).toEqual(['', '?cursor=3']);
  });
});

describe('the audit log dialog', () => {
  const entry = (seq: number): AuditLogEntry => ({
    id: String(seq),
    timestamp: '2026-11-23T10:00:00.000Z',
    auditLogType: 20,
    actorType: 2,
    organisationId: 9,
    organisationName: 'Demo Vaihtoautot Oy',
    userId: 5,
    userName: 'Bengt Lindqvist',
    description: `Bid ${seq}`,
  });

  // A page is 100 rows: the list asks for more by itself only when scrolled near its end.
  it('asks for the older page with the cursor and stops at the end', async () => {
    const { calls } = mockApi({
      'GET /api/admin/auditlog': ({ url }) => ({
        body: url.searchParams.get('cursor')
          ? { entries: [entry(1)], nextCursor: null }
          : {
              entries: Array.from({ length: 100 }, (_, index) => entry(101 - index)),
              nextCursor: '2',
            },
      }),
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AuditLogDialog itemId={12} onClose={() => undefined} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByTestId('audit-log-more'));
    await waitFor(() => expect(screen.queryByTestId('audit-log-more')).toBeNull());
    expect(calls.map((call) => call.url.search)).toEqual([
      '?auctionItemId=12',
      '?auctionItemId=12&cursor=2',
    ]);
  });
});

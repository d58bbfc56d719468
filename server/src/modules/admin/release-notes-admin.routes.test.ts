import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCallerKinds,
  adminCallers,
  callAs,
  type AdminCaller,
  type AdminCallerKind,
} from '../../../test/admin-callers.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

const now = new Date('2026-11-23T10:00:00Z');
const hour = 3_600_000;

interface Note {
  id: number;
  title: string;
  text: string;
  published: string | null;
  state: string;
  updatedByName: string | null;
}

// Issue 13: platform admins write release notes, publish them now or at a time, take them back
// and delete drafts; the bell (GET /api/Settings/getservicereleasenotes) shows the published.
describe.each(backends)('release notes in the admin console (%s)', (backend) => {
  let t: TestContext;
  let callers: Record<AdminCallerKind, AdminCaller>;
  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    callers = await adminCallers(t);
  });
  afterEach(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    callAs(t, callers.admin, method, `/api/admin${url}`, payload);
  const bell = async () =>
    (await callAs(t, callers.seller, 'GET', '/api/Settings/getservicereleasenotes')).json<
      Array<{ id: number; title: string; text: string }>
    >();
  const platformAudit = () =>
    t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'actorType', 'chainKey', 'userId', 'description'])
      .where('auditLogType', '>=', 130)
      .where('auditLogType', '<=', 134)
      .orderBy('id')
      .execute();

  it('drafts, edits and publishes a note; the bell shows it only once published', async () => {
    const created = await asAdmin('POST', '/releasenotes', {
      title: '  Versio 3.20.0 ',
      text: 'Ylläpito julkaisee nyt tiedotteet. Lisää: https://ohjeet.example.fi/3-20',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<Note>();
    expect(draft).toMatchObject({
      title: 'Versio 3.20.0',
      published: null,
      state: 'draft',
      updatedByName: 'Aino Ylläpito',
    });
    expect((await bell()).map((note) => note.id)).not.toContain(draft.id);

    const edited = await asAdmin('PUT', `/releasenotes/${draft.id}`, {
      title: 'Versio 3.20.0',
      text: 'Korjattu teksti: https://ohjeet.example.fi/3-20',
    });
    expect(edited.json<Note>().text).toBe('Korjattu teksti: https://ohjeet.example.fi/3-20');

    const published = await asAdmin('POST', `/releasenotes/${draft.id}/publish`, {});
    expect(published.json<Note>()).toMatchObject({
      state: 'published',
      published: now.toISOString(),
    });
    const shown = await bell();
    expect(shown[0]).toMatchObject({ id: draft.id, title: 'Versio 3.20.0' });
    const latest = await callAs(
      t,
      callers.buyer,
      'GET',
      '/api/Settings/getlatestservicereleasenote',
    );
    expect(latest.json<Note>().id).toBe(draft.id);

    const listed = (await asAdmin('GET', '/releasenotes')).json<Note[]>();
    expect(listed[0]).toMatchObject({ id: draft.id, state: 'published' });
    expect(listed.some((note) => note.title === 'Versio 3.19.0')).toBe(true);

    const audit = await platformAudit();
    expect(audit.map((row) => [row.auditLogType, row.actorType, row.chainKey])).toEqual([
      [130, 1, 'platform'],
      [131, 1, 'platform'],
      [132, 1, 'platform'],
    ]);
    expect(audit[2]!.description).toBe(
      `Release note ${draft.id} published at ${now.toISOString()}: Versio 3.20.0`,
    );
    expect(new Set(audit.map((row) => row.userId)).size).toBe(1);
    expect(audit[0]!.userId).not.toBeNull();
  });

  it('schedules a note for a time to come; the bell shows it from then on', async () => {
    const { id } = (
      await asAdmin('POST', '/releasenotes', { title: 'Huomenna', text: 'Tulossa' })
    ).json<Note>();
    const at = new Date(now.getTime() + 24 * hour).toISOString();
    const scheduled = await asAdmin('POST', `/releasenotes/${id}/publish`, { publishAt: at });
    expect(scheduled.json<Note>()).toMatchObject({ state: 'scheduled', published: at });
    expect((await bell()).map((note) => note.id)).not.toContain(id);
    // Rescheduling a scheduled note is allowed; the note is still not shown.
    const later = new Date(now.getTime() + 48 * hour).toISOString();
    expect(
      (await asAdmin('POST', `/releasenotes/${id}/publish`, { publishAt: later })).json<Note>()
        .published,
    ).toBe(later);
    t.clock.set(new Date(now.getTime() + 49 * hour));
    expect((await bell())[0]!.id).toBe(id);
  });

  it('takes a published note back to a draft, then deletes it', async () => {
    const { id } = (
      await asAdmin('POST', '/releasenotes', { title: 'Virhe', text: 'Väärä tiedote' })
    ).json<Note>();
    await asAdmin('POST', `/releasenotes/${id}/publish`, {});
    const refused = await asAdmin('DELETE', `/releasenotes/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ noteId: 'not_a_draft' });
    const back = await asAdmin('POST', `/releasenotes/${id}/unpublish`);
    expect(back.json<Note>()).toMatchObject({ state: 'draft', published: null });
    expect((await bell()).map((note) => note.id)).not.toContain(id);
    expect((await asAdmin('DELETE', `/releasenotes/${id}`)).statusCode).toBe(204);
    expect((await asAdmin('GET', '/releasenotes')).json<Note[]>().map((n) => n.id)).not.toContain(
      id,
    );
    expect((await platformAudit()).map((row) => row.auditLogType)).toEqual([130, 132, 133, 134]);
  });

  it.each<
    [string, 'POST' | 'PUT' | 'DELETE', (id: number) => string, object | undefined, number, object]
  >([
    ['an empty title', 'PUT', (id) => `/releasenotes/${id}`, { title: ' ', text: 'x' }, 400, {}],
    [
      'a text of 10,001',
      'PUT',
      (id) => `/releasenotes/${id}`,
      { title: 'x', text: 'x'.repeat(10_001) },
      400,
      {},
    ],
    [
      'an unknown field',
      'POST',
      () => '/releasenotes',
      { title: 'x', text: 'x', lang: 'sv' },
      400,
      {},
    ],
    [
      'a time gone',
      'POST',
      (id) => `/releasenotes/${id}/publish`,
      { publishAt: '2026-11-22T10:00:00Z' },
      422,
      { publishAt: 'publish_time_past' },
    ],
    [
      'a time without an offset',
      'POST',
      (id) => `/releasenotes/${id}/publish`,
      { publishAt: '2026-11-24T10:00:00' },
      400,
      {},
    ],
    [
      'unpublishing a draft',
      'POST',
      (id) => `/releasenotes/${id}/unpublish`,
      undefined,
      422,
      { noteId: 'not_published' },
    ],
    [
      'a note that does not exist',
      'PUT',
      () => '/releasenotes/999999',
      { title: 'x', text: 'x' },
      404,
      {},
    ],
    ['a note id that is no id', 'DELETE', () => '/releasenotes/1e3', undefined, 400, {}],
  ])('refuses %s, writing nothing', async (_name, method, url, payload, status, fields) => {
    const { id } = (
      await asAdmin('POST', '/releasenotes', { title: 'Luonnos', text: 'Teksti' })
    ).json<Note>();
    const before = await platformAudit();
    const notesBefore = await t.db.selectFrom('serviceReleaseNotes').selectAll().execute();
    const response = await asAdmin(method, url(id), payload);
    expect(response.statusCode, response.body).toBe(status);
    if (Object.keys(fields).length > 0) expect(response.json().error.fields).toEqual(fields);
    expect(await platformAudit()).toEqual(before);
    expect(await t.db.selectFrom('serviceReleaseNotes').selectAll().execute()).toEqual(notesBefore);
  });

  it('publishing an already published note is refused', async () => {
    const { id } = (
      await asAdmin('POST', '/releasenotes', { title: 'Kerran', text: 'Vain kerran' })
    ).json<Note>();
    await asAdmin('POST', `/releasenotes/${id}/publish`, {});
    const again = await asAdmin('POST', `/releasenotes/${id}/publish`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ noteId: 'already_published' });
  });

  describe('each call × each caller', () => {
    const calls = (
      id: number,
    ): Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> => [
      ['list', 'GET', '/releasenotes'],
      ['create', 'POST', '/releasenotes', { title: 'Uusi', text: 'Teksti' }],
      ['edit', 'PUT', `/releasenotes/${id}`, { title: 'Muokattu', text: 'Teksti' }],
      ['publish', 'POST', `/releasenotes/${id}/publish`, {}],
      ['unpublish', 'POST', `/releasenotes/${id}/unpublish`],
      ['delete', 'DELETE', `/releasenotes/${id}`],
    ];

    it.each(adminCallerKinds)('%s', async (kind) => {
      const { id } = (
        await asAdmin('POST', '/releasenotes', { title: 'Luonnos', text: 'Teksti' })
      ).json<Note>();
      const before = await t.db.selectFrom('serviceReleaseNotes').selectAll().execute();
      const answers: number[] = [];
      for (const [, method, url, payload] of calls(id))
        answers.push(
          (await callAs(t, callers[kind], method, `/api/admin${url}`, payload)).statusCode,
        );
      if (kind === 'admin') {
        expect(answers).toEqual([200, 201, 200, 200, 200, 204]);
        return;
      }
      const refused = kind === 'signedOut' ? 401 : 403;
      expect(answers).toEqual(calls(id).map(() => refused));
      // Refused before the body is read: not even JSON changes the answer.
      const garbage = await t.app.inject({
        method: 'POST',
        url: '/api/admin/releasenotes',
        headers: {
          ...(callers[kind] === null
            ? {}
            : typeof callers[kind] === 'string'
              ? { cookie: callers[kind] }
              : { 'x-api-key': callers[kind].apiKey }),
          'content-type': 'application/json',
        },
        payload: '{not json',
      });
      expect(garbage.statusCode).toBe(refused);
      expect(await t.db.selectFrom('serviceReleaseNotes').selectAll().execute()).toEqual(before);
      expect((await platformAudit()).map((row) => row.auditLogType)).toEqual([130]);
    });
  });
});

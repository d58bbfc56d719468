import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

describe.each(backends)('release notes (%s)', (backend) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(backend);
  });
  afterEach(() => t.close());

  it('serves the seeded 3.19.0 note, newest first; an unpublished or draft note stays hidden; sign-in needed', async () => {
    t.clock.set('2026-12-01T10:00:00Z');
    const cookie = await t.signIn('buyer@demo.test');
    const written = { createdAt: '2026-11-29T08:00:00Z', updatedAt: '2026-11-29T08:00:00Z' };
    await t.db
      .insertInto('serviceReleaseNotes')
      .values([
        { title: 'Versio 3.20.0', text: 'Uutta', published: '2026-11-30T08:00:00Z', ...written },
        { title: 'Tuleva', text: 'Ei vielä', published: '2027-01-01T08:00:00Z', ...written },
        { title: 'Luonnos', text: 'Kesken', published: null, ...written },
      ])
      .execute();
    const notes = (
      await t.app.inject({
        method: 'GET',
        url: '/api/Settings/getservicereleasenotes',
        headers: { cookie },
      })
    ).json<Array<{ title: string; published: string }>>();
    expect(notes.map((note) => note.title)).toEqual(['Versio 3.20.0', 'Versio 3.19.0']);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/Settings/getlatestservicereleasenote',
      headers: { cookie },
    });
    expect(latest.json()).toMatchObject({
      title: 'Versio 3.20.0',
      published: '2026-11-30T08:00:00.000Z',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Settings/getservicereleasenotes' }))
        .statusCode,
    ).toBe(401);
  });
});

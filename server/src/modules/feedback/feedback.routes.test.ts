import { afterEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

describe.each(backends)('feedback and the survey (%s)', (backend) => {
  let t: TestContext;
  afterEach(() => t.close());

  it('stores feedback with its page; only platform admins read it', async () => {
    t = await createTestContext(backend);
    t.clock.set('2026-11-23T10:00:00Z');
    const buyer = await t.signIn('buyer@demo.test');
    const admin = await t.signIn('admin@demo.test');
    const seller = await t.signIn('seller@demo.test');
    const send = (cookie: string | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Feedback',
        headers: cookie ? { cookie } : {},
        payload,
      });
    const sent = await send(buyer, {
      message: '<script>alert(1)</script> Hakusuodatin on hidas.',
      url: 'https://huutokauppa.example/ilmoitukset',
    });
    expect(sent.statusCode).toBe(200);
    for (const [payload, status] of [
      [{ message: '  ', url: '' }, 400],
      [{ message: 'a'.repeat(2001), url: '' }, 400],
      [{ message: 'ok', url: 'x'.repeat(2001) }, 400],
    ] as const)
      expect((await send(buyer, payload)).statusCode).toBe(status);
    expect((await send(null, { message: 'x', url: '' })).statusCode).toBe(401);

    const read = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: { cookie } });
    expect((await read(seller)).statusCode).toBe(403);
    expect((await read(buyer)).json().error.code).toBe('forbidden');
    expect((await read(admin)).json()).toEqual({
      nextCursor: null,
      entries: [
        {
          id: sent.json<{ id: number }>().id,
          message: '<script>alert(1)</script> Hakusuodatin on hidas.',
          url: 'https://huutokauppa.example/ilmoitukset',
          userId: expect.any(Number),
          userName: 'Bengt Lindqvist',
          organisationId: expect.any(Number),
          organisationName: 'Demo Vaihtoautot Oy',
          timestamp: '2026-11-23T10:00:00.000Z',
        },
      ],
    });
  });

  it('answers the survey from configuration', async () => {
    t = await createTestContext(backend, { SURVEY_URL: 'https://kysely.example/s/1' });
    const buyer = await t.signIn('buyer@demo.test');
    const survey = await t.app.inject({
      method: 'GET',
      url: '/api/Survey?url=%2Filmoitukset',
      headers: { cookie: buyer },
    });
    expect(survey.json()).toEqual({ show: true, iFrameSourceUrl: 'https://kysely.example/s/1' });
    await t.close();
    t = await createTestContext(backend);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Survey',
      headers: { cookie: await t.signIn('buyer@demo.test') },
    });
    expect(again.json()).toEqual({ show: false, iFrameSourceUrl: null });
  });
});

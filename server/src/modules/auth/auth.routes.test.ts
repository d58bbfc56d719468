import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { createApiKey } from './auth.service.js';

describe.each(backends)('sign-in and sessions (%s)', (backend) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(backend, { LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
  });
  afterEach(() => t.close());

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  const currentUser = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/User/GetCurrentUser',
      headers: cookie ? { cookie } : {},
    });

  it('sets an HttpOnly, SameSite=Lax session cookie and answers the user', async () => {
    const response = await login('Seller@Demo.test', 'demo1234');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'seller@demo.test', isPublisher: true });
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const stored = await t.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((row) => row.id)).not.toContain(cookie.value);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    await t.close();
    t = await createTestContext(backend, { PUBLIC_URL: 'https://huutokauppa.example' });
    const response = await login('seller@demo.test', 'demo1234');
    expect(response.cookies.find((candidate) => candidate.name === 'sid')!.secure).toBe(true);
  });

  it('refuses a wrong password and an unknown account alike, creating no session', async () => {
    for (const [email, password] of [
      ['seller@demo.test', 'wrong'],
      ['ghost@demo.test', 'demo1234'],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: expect.any(String) },
      });
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('limits failed attempts per account, even with the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('buyer@demo.test', 'wrong', `10.0.1.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('buyer@demo.test', 'demo1234', '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    expect((await login('seller@demo.test', 'demo1234', '10.0.2.1')).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await login('buyer@demo.test', 'demo1234', '10.0.2.1')).statusCode).toBe(200);
  });

  // Issue 15: the count was read before the attempt was recorded, so simultaneous wrong
  // passwords all passed the limit.
  it('lets at most 5 of 20 simultaneous wrong passwords through to a 401; the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login('buyer@demo.test', `wrong${index}`, `10.0.4.${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await login('buyer@demo.test', 'demo1234', '10.0.5.1')).statusCode).toBe(429);
  });

  it('holds the address limit against simultaneous attempts on many accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(`ghost${index}@demo.test`, 'wrong', '10.9.8.7'),
      ),
    );
    const rejected = answers.filter((answer) => answer.statusCode === 401);
    expect(rejected.length).toBeLessThanOrEqual(8);
    expect(answers.length - rejected.length).toBe(
      answers.filter((answer) => answer.statusCode === 429).length,
    );
  });

  it('tells in Retry-After how many seconds until the window frees', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await login('trader@demo.test', 'wrong', `10.0.6.${attempt}`);
    }
    const blocked = await login('trader@demo.test', 'wrong', '10.0.6.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    t.clock.advance(10 * 60_000 + 500);
    const later = await login('trader@demo.test', 'demo1234', '10.0.6.9');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe(String(5 * 60));
    t.clock.advance(5 * 60_000);
    expect((await login('trader@demo.test', 'demo1234', '10.0.6.9')).statusCode).toBe(200);
  });

  it('limits failed attempts per address across accounts', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      await login(`nobody${attempt}@demo.test`, 'wrong', '10.9.9.9');
    }
    expect((await login('seller@demo.test', 'demo1234', '10.9.9.9')).statusCode).toBe(429);
    expect((await login('seller@demo.test', 'demo1234', '10.9.9.8')).statusCode).toBe(200);
  });

  it('a success clears the account failures', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login('trader@demo.test', 'wrong');
    expect((await login('trader@demo.test', 'demo1234')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      await login('trader@demo.test', 'wrong', '10.0.3.1');
    expect((await login('trader@demo.test', 'demo1234', '10.0.3.1')).statusCode).toBe(200);
  });

  it('answers 401 without a cookie, and session_expired after the session lifetime', async () => {
    const missing = await currentUser();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('unauthenticated');
    const cookie = await t.signIn('buyer@demo.test');
    expect((await currentUser(cookie)).statusCode).toBe(200);
    t.clock.advance((t.config.SESSION_TTL_HOURS + 1) * 3_600_000);
    const expired = await currentUser(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('session_expired');
    expect((await currentUser(cookie)).json().error.code).toBe('unauthenticated');
  });

  it('slides the session forward while it is used', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    for (let day = 0; day < 10; day++) {
      t.clock.advance(24 * 3_600_000);
      expect((await currentUser(cookie)).statusCode).toBe(200);
    }
  });

  it('logout ends the session', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin and changes nothing', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/User/SetUserLocale/en-gb',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('origin_mismatch');
    expect((await currentUser(cookie)).json().locale).toBe('fi-fi');
    const sameOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/User/SetUserLocale/en-gb',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('authenticates an integration by its API key, for its own organisation only', async () => {
    const seller = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'seller@demo.test')
      .executeTakeFirstOrThrow();
    const { key } = await createApiKey(t, { organisationId: 1, userId: seller.id, name: 'DMS' });
    const stored = await t.db.selectFrom('apiKeys').select('keyHash').executeTakeFirstOrThrow();
    expect(stored.keyHash).not.toContain(key);
    const headers = { 'x-api-key': key };
    const user = await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUser', headers });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ organisationId: 1, isPublisher: true, nwAdmin: false });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/Organisation/GetOffices?organisationId=2',
      headers,
    });
    expect(other.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetCurrentUser',
      headers: { 'x-api-key': 'dak_nope' },
    });
    expect(wrong.statusCode).toBe(401);
    await t.db.updateTable('apiKeys').set({ revokedAt: t.clock.now() }).execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User/GetCurrentUser', headers })).statusCode,
    ).toBe(401);
  });
});

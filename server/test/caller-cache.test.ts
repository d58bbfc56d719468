import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/modules/auth/auth.service.js';
import { callerCacheOf } from '../src/modules/auth/caller-cache.js';
import { backends, createTestContext, type TestContext } from './test-context.js';

/**
 * Issue 10, point 5: resolved callers are kept a few seconds, and no change to who a caller is
 * may outlive its commit by more than the moment the database's notice takes to arrive.
 */
describe.each(backends)('resolved callers, cached (%s)', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend, { CALLER_CACHE_SECONDS: '30' });
  });
  afterAll(() => t.close());

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const currentUser = async (cookie: string) =>
    (await get(cookie, '/api/User/GetCurrentUser')).json<{
      selectedOrganisationId: number | null;
      isBuyer: boolean;
    }>();

  it('serves a session’s later requests from the cache', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    // The sign-in's own notice clears the cache when it arrives, which may be after the first
    // request has stored its caller (or while it reads, and then it stores nothing): ask again
    // until a request's caller stays.
    await expect
      .poll(
        async () => {
          await currentUser(cookie);
          return callerCacheOf(t.db)!.size;
        },
        { timeout: 2000, interval: 20 },
      )
      .toBeGreaterThan(0);
    expect((await currentUser(cookie)).isBuyer).toBe(true);
  });

  it('sees an organisation switch through this instance’s API in the very next request', async () => {
    const cookie = await t.signIn('dual@demo.test');
    const organisations = (await get(cookie, '/api/User/GetUserOrganisationBasicInfos')).json<
      { id: number }[]
    >();
    const [first, second] = organisations.map((organisation) => organisation.id);
    expect((await currentUser(cookie)).selectedOrganisationId).toBe(first);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/User/SetSelectedOrganisationId/${second}`,
      headers: { cookie },
    });
    expect((await currentUser(cookie)).selectedOrganisationId).toBe(second);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/User/SetSelectedOrganisationId/${first}`,
      headers: { cookie },
    });
    expect((await currentUser(cookie)).selectedOrganisationId).toBe(first);
  });

  it('drops what changed straight in the database as soon as its notice arrives', async () => {
    // As another instance (or an operator's SQL) would change them: only the notice tells this one.
    const cookie = await t.signIn('admin@demo.test');
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const adminPage = () => get(cookie, '/api/admin/feedback');
    expect((await adminPage()).statusCode).toBe(200);
    await t.db.updateTable('users').set({ nwAdmin: false }).where('id', '=', admin.id).execute();
    try {
      await expect
        .poll(async () => (await adminPage()).statusCode, { timeout: 2000, interval: 20 })
        .toBe(403);
    } finally {
      await t.db.updateTable('users').set({ nwAdmin: true }).where('id', '=', admin.id).execute();
    }
    await expect
      .poll(async () => (await adminPage()).statusCode, { timeout: 2000, interval: 20 })
      .toBe(200);

    const seller = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'seller@demo.test')
      .executeTakeFirstOrThrow();
    const { key } = await createApiKey(t, { organisationId: 1, userId: seller.id, name: 'DMS' });
    const withKey = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/User/GetCurrentUser',
        headers: { 'x-api-key': key },
      });
    expect((await withKey()).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);
    await t.db
      .updateTable('apiKeys')
      .set({ revokedAt: new Date() })
      .where('userId', '=', seller.id)
      .execute();
    await expect
      .poll(async () => (await withKey()).statusCode, { timeout: 2000, interval: 20 })
      .toBe(401);
  });

  it('refuses a signed-out session at once', async () => {
    const cookie = await t.signIn('probuyer@demo.test');
    expect((await get(cookie, '/api/User/GetCurrentUser')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await get(cookie, '/api/User/GetCurrentUser')).statusCode).toBe(401);
  });
});

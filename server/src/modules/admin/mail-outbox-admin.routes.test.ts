import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

const now = new Date('2026-11-23T10:00:00Z');

// Issue 13, platform operations: a platform admin reads the mail outbox and sends a failed mail
// again; the act is audited (the platform chain) and nobody else may do either.
describe.each(backends)('mail outbox for platform admins (%s)', (backend) => {
  let t: TestContext;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    admin = await t.signIn('admin@demo.test');
    const mail = (kind: string, values: object) => ({
      kind,
      toAddress: `${kind}@demo.test`,
      subject: kind,
      body: 'text',
      createdAt: now,
      ...values,
    });
    for (const [name, values] of [
      ['pending', {}],
      ['failed', { attempts: 5, lastError: 'connection refused' }],
      ['sent', { sentAt: now, attempts: 1 }],
    ] as const) {
      const row = await t.db
        .insertInto('mailOutbox')
        .values(mail(name, values))
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
  });
  afterEach(() => t.close());

  const get = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/mailoutbox${query}`, headers: { cookie } });
  const resend = (cookie: string, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/mailoutbox/${id}/resend`,
      headers: { cookie },
    });

  it('lists the outbox newest first, by state', async () => {
    const all = (await get(admin)).json<Array<{ id: number; state: string }>>();
    expect(all.slice(0, 3).map((mail) => mail.state)).toEqual(['sent', 'failed', 'pending']);
    for (const state of ['pending', 'failed', 'sent'] as const) {
      const page = (await get(admin, `?state=${state}`)).json<
        Array<{ id: number; state: string }>
      >();
      expect(page.map((mail) => mail.id)).toContain(ids[state]);
      expect(new Set(page.map((mail) => mail.state))).toEqual(new Set([state]));
    }
    expect((await get(admin, '?state=lost')).statusCode).toBe(400);
  });

  it('sends a failed mail again, audited as the admin; refuses one that did not fail', async () => {
    const response = await resend(admin, ids.failed!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.failed, attempts: 0, state: 'failed' });
    const stored = await t.db
      .selectFrom('mailOutbox')
      .select(['attempts', 'nextAttemptAt'])
      .where('id', '=', ids.failed!)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ attempts: 0, nextAttemptAt: now });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'actorType', 'chainKey'])
      .where('auditLogType', '=', 70)
      .execute();
    expect(audit).toEqual([{ auditLogType: 70, actorType: 1, chainKey: 'platform' }]);
    for (const id of [ids.pending!, ids.sent!]) {
      const refused = await resend(admin, id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields).toEqual({ mailId: 'not_failed' });
    }
    expect((await resend(admin, 999_999)).statusCode).toBe(404);
  });

  it('is for platform admins only', async () => {
    const seller = await t.signIn('seller@demo.test');
    expect((await get(seller)).statusCode).toBe(403);
    expect((await resend(seller, ids.failed!)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('mailOutbox')
      .select('attempts')
      .where('id', '=', ids.failed!)
      .executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(5);
  });
});

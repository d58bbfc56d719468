import { feedbackPageSize } from '@dealer/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCallerKinds,
  adminCallers,
  callAs,
  type AdminCaller,
  type AdminCallerKind,
} from '../../../test/admin-callers.js';
import { organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

interface Page {
  entries: Array<{ id: number; message: string; userName: string | null; timestamp: string }>;
  nextCursor: string | null;
}

// Issue 13: platform admins read the feedback form's messages, newest first, a page at a time.
describe.each(backends)('feedback in the admin console (%s)', (backend) => {
  let t: TestContext;
  let callers: Record<AdminCallerKind, AdminCaller>;
  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set('2026-11-23T10:00:00Z');
    callers = await adminCallers(t);
  });
  afterEach(() => t.close());

  const page = async (cursor?: string) =>
    (
      await callAs(
        t,
        callers.admin,
        'GET',
        `/api/admin/feedback${cursor ? `?cursor=${cursor}` : ''}`,
      )
    ).json<Page>();

  it('pages through every message newest first, none twice, none lost', async () => {
    const userId = await userIdOf(t.db, 'buyer@demo.test');
    const organisationId = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    const count = feedbackPageSize * 2 + 3;
    await t.db
      .insertInto('feedback')
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId,
          organisationId,
          message: `Viesti ${index}`,
          url: '/ilmoitukset',
          createdAt: new Date(Date.UTC(2026, 10, 20, 8, index)),
        })),
      )
      .execute();
    const first = await page();
    expect(first.entries).toHaveLength(feedbackPageSize);
    expect(first.entries[0]).toMatchObject({
      message: `Viesti ${count - 1}`,
      userName: 'Bengt Lindqvist',
      timestamp: new Date(Date.UTC(2026, 10, 20, 8, count - 1)).toISOString(),
    });
    const second = await page(first.nextCursor!);
    const third = await page(second.nextCursor!);
    expect(third.entries).toHaveLength(3);
    expect(third.nextCursor).toBeNull();
    const messages = [...first.entries, ...second.entries, ...third.entries].map((e) => e.message);
    expect(messages).toEqual(
      Array.from({ length: count }, (_, index) => `Viesti ${count - 1 - index}`),
    );
  });

  it('answers an empty page with no cursor when there is no feedback', async () => {
    expect(await page()).toEqual({ entries: [], nextCursor: null });
  });

  it.each(['abc', '0', '-5', '1%20OR%201=1', '99999999999'])(
    'refuses the cursor %s as bad input',
    async (cursor) => {
      const response = await callAs(
        t,
        callers.admin,
        'GET',
        `/api/admin/feedback?cursor=${cursor}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    },
  );

  it.each(adminCallerKinds)('answers %s as its rights say', async (kind) => {
    const response = await callAs(t, callers[kind], 'GET', '/api/admin/feedback');
    const expected = kind === 'admin' ? 200 : kind === 'signedOut' ? 401 : 403;
    expect(response.statusCode).toBe(expected);
    if (expected !== 200)
      expect(response.json().error.code).toBe(expected === 401 ? 'unauthenticated' : 'forbidden');
  });
});

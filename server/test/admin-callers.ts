import { createApiKey } from '../src/modules/auth/auth.service.js';
import { organisationIdOf, userIdOf } from './item-factory.js';
import type { TestContext } from './test-context.js';

/** Who calls an admin route: a session cookie, an API key, or no one (signed out). */
export type AdminCaller = string | { apiKey: string } | null;
export const adminCallerKinds = ['admin', 'seller', 'buyer', 'apiKey', 'signedOut'] as const;
export type AdminCallerKind = (typeof adminCallerKinds)[number];

/**
 * The five callers of the admin API tests: the platform admin, a seller and a buyer signed in, an
 * API key made for the admin's own user (an integration never carries the admin flag) and no one.
 */
export async function adminCallers(t: TestContext): Promise<Record<AdminCallerKind, AdminCaller>> {
  const autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
  const adminId = await userIdOf(t.db, 'admin@demo.test');
  await t.db
    .insertInto('memberships')
    .values({ userId: adminId, organisationId: autotalo, phoneNumber: null })
    .execute();
  const { key } = await createApiKey(t, { organisationId: autotalo, userId: adminId, name: 'DMS' });
  return {
    admin: await t.signIn('admin@demo.test'),
    seller: await t.signIn('seller@demo.test'),
    buyer: await t.signIn('buyer@demo.test'),
    apiKey: { apiKey: key },
    signedOut: null,
  };
}

/** An /api call as `who`. */
export const callAs = (
  t: TestContext,
  who: AdminCaller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers:
      who === null ? {} : typeof who === 'string' ? { cookie: who } : { 'x-api-key': who.apiKey },
    ...(payload ? { payload } : {}),
  });

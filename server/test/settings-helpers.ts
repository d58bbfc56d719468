import type { TestContext } from './test-context.js';

/** The id of a demo organisation by name. */
export const organisationIdOf = async (t: TestContext, name: string) =>
  (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

export const officeIdsOf = async (t: TestContext, organisationId: number) =>
  (
    await t.db
      .selectFrom('offices')
      .select('id')
      .where('organisationId', '=', organisationId)
      .orderBy('name')
      .execute()
  ).map((office) => office.id);

/** A JSON call as a signed-in user. */
export const callAs =
  (t: TestContext) =>
  (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

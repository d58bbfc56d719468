import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { membershipGroundsColumns } from '../access/access.repository.js';

/** The acting organisation's facts a caller needs, read in the same statement as the identity. */
const actingColumns = (
  db: Db,
  userId: 'sessions.userId' | 'apiKeys.userId',
  organisationId: ReturnType<typeof sql.ref<number | null>>,
) =>
  [
    organisationId.as('actingOrganisationId'),
    sql<string | null>`(select business_identity_code from organisations
      where organisations.id = ${organisationId})`.as('actingBusinessIdentityCode'),
    ...membershipGroundsColumns(db, sql.ref<number>(userId), organisationId),
  ] as const;

/** A session with its user and what the caller acts as (`sessionQuery`, `sessionsQuery`). */
const sessionSelection = (db: Db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'users.nwAdmin',
      ...actingColumns(
        db,
        'sessions.userId',
        sql.ref<number | null>('users.selectedOrganisationId'),
      ),
    ]);

// Every request without a cached caller runs one of these two; the hub reads its connections'
// sessions many at a time (`sessionsQuery`).
const sessionQuery = reusableQuery((db, { id }: { id: string }) =>
  sessionSelection(db).where('sessions.id', '=', id),
);

const sessionsQuery = reusableQuery((db, { ids }: { ids: string[] }) =>
  sessionSelection(db).where('sessions.id', '=', sql<string>`any(${ids}::text[])`),
);

const apiKeyQuery = reusableQuery((db, { keyHash }: { keyHash: string }) =>
  db
    .selectFrom('apiKeys')
    .innerJoin('users', 'users.id', 'apiKeys.userId')
    .innerJoin('memberships', (join) =>
      join
        .onRef('memberships.userId', '=', 'apiKeys.userId')
        .onRef('memberships.organisationId', '=', 'apiKeys.organisationId'),
    )
    .select([
      'apiKeys.id',
      'apiKeys.userId',
      'apiKeys.organisationId',
      'apiKeys.lastUsedAt',
      ...actingColumns(db, 'apiKeys.userId', sql.ref<number | null>('apiKeys.organisationId')),
    ])
    .where('apiKeys.keyHash', '=', keyHash)
    .where('apiKeys.revokedAt', 'is', null),
);

/** All SQL of sign-in, sessions, sign-in attempts and API keys. */
export const authRepository = {
  findUserByEmail: (db: Db, email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'passwordHash'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst(),

  createSession: (db: Db, session: { id: string; userId: number; now: Date; expiresAt: Date }) =>
    db
      .insertInto('sessions')
      .values({
        id: session.id,
        userId: session.userId,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
      })
      .execute(),

  /** The session with its user and what the caller acts as, in one round trip. */
  findSession: async (db: Db, id: string) => (await sessionQuery(db, { id }))[0],

  /** These sessions with their users and what each caller acts as, in one round trip. */
  findSessions: (db: Db, ids: string[]) => sessionsQuery(db, { ids }),

  /** Slides the expiry forward; done at most once a minute per session to spare writes. */
  touchSession: (db: Db, id: string, now: Date, expiresAt: Date) =>
    db.updateTable('sessions').set({ lastSeenAt: now, expiresAt }).where('id', '=', id).execute(),

  /** `touchSession` of several sessions at once. */
  touchSessions: (db: Db, ids: string[], now: Date, expiresAt: Date) =>
    db
      .updateTable('sessions')
      .set({ lastSeenAt: now, expiresAt })
      .where('id', '=', sql<string>`any(${ids}::text[])`)
      .execute(),

  deleteSession: (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),

  deleteSessions: (db: Db, ids: string[]) =>
    db
      .deleteFrom('sessions')
      .where('id', '=', sql<string>`any(${ids}::text[])`)
      .execute(),

  /** The expiry of each of these sessions that still exists. */
  findSessionExpiries: (db: Db, ids: readonly string[]) =>
    db.selectFrom('sessions').select(['id', 'expiresAt']).where('id', 'in', ids).execute(),

  deleteExpiredSessions: (db: Db, now: Date) =>
    db.deleteFrom('sessions').where('expiresAt', '<', now).execute(),

  /**
   * Counts one sign-in attempt against the account and the address and answers both counts, in
   * one statement: the row locks of the upsert make simultaneous attempts count one after
   * another, so no two read the same count (issue 15). A window older than `since` starts anew.
   * Rows are locked account first, then address, in every statement: no deadlock.
   */
  countAttempt: (db: Db, attempt: { emailKey: string; address: string; now: Date; since: Date }) =>
    db
      .insertInto('loginThrottles')
      .values([
        { kind: 'account', key: attempt.emailKey, attempts: 1, windowStart: attempt.now },
        { kind: 'address', key: attempt.address, attempts: 1, windowStart: attempt.now },
      ])
      .onConflict((conflict) =>
        conflict.columns(['kind', 'key']).doUpdateSet({
          attempts: sql<number>`case when login_throttles.window_start <= ${attempt.since} then 1
            else login_throttles.attempts + 1 end`,
          windowStart: sql<Date>`case when login_throttles.window_start <= ${attempt.since} then ${attempt.now}
            else login_throttles.window_start end`,
        }),
      )
      .returning(['kind', 'attempts', 'windowStart'])
      .execute(),

  /**
   * A successful sign-in: the account's failures are forgotten, and the address's count gives
   * back the attempt (it was no failure).
   */
  async forgiveSuccess(db: Db, attempt: { emailKey: string; address: string }) {
    await db
      .deleteFrom('loginThrottles')
      .where('kind', '=', 'account')
      .where('key', '=', attempt.emailKey)
      .execute();
    await db
      .updateTable('loginThrottles')
      .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
      .where('kind', '=', 'address')
      .where('key', '=', attempt.address)
      .execute();
  },

  deleteStaleThrottles: (db: Db, since: Date) =>
    db.deleteFrom('loginThrottles').where('windowStart', '<=', since).execute(),

  findApiKey: async (db: Db, keyHash: string) => (await apiKeyQuery(db, { keyHash }))[0],

  touchApiKey: (db: Db, id: number, now: Date) =>
    db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', id).execute(),

  createApiKey: (
    db: Db,
    key: {
      organisationId: number;
      userId: number;
      name: string;
      keyPrefix: string;
      keyHash: string;
      now: Date;
    },
  ) =>
    db
      .insertInto('apiKeys')
      .values({
        organisationId: key.organisationId,
        userId: key.userId,
        name: key.name,
        keyPrefix: key.keyPrefix,
        keyHash: key.keyHash,
        createdAt: key.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
};

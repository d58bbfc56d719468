import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
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
  findSession: (db: Db, id: string) =>
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
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst(),

  /** Slides the expiry forward; done at most once a minute per session to spare writes. */
  touchSession: (db: Db, id: string, now: Date, expiresAt: Date) =>
    db.updateTable('sessions').set({ lastSeenAt: now, expiresAt }).where('id', '=', id).execute(),

  deleteSession: (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),

  deleteExpiredSessions: (db: Db, now: Date) =>
    db.deleteFrom('sessions').where('expiresAt', '<', now).execute(),

  countFailures: async (db: Db, since: Date, by: { emailKey: string } | { address: string }) => {
    const row = await db
      .selectFrom('loginAttempts')
      .select(sql<string>`count(*)`.as('count'))
      .where('succeeded', '=', false)
      .where('attemptedAt', '>=', since)
      .$if('emailKey' in by, (query) =>
        query.where('emailKey', '=', (by as { emailKey: string }).emailKey),
      )
      .$if('address' in by, (query) =>
        query.where('address', '=', (by as { address: string }).address),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  recordAttempt: (
    db: Db,
    attempt: { emailKey: string; address: string; succeeded: boolean; now: Date },
  ) =>
    db
      .insertInto('loginAttempts')
      .values({
        emailKey: attempt.emailKey,
        address: attempt.address,
        succeeded: attempt.succeeded,
        attemptedAt: attempt.now,
      })
      .execute(),

  findApiKey: (db: Db, keyHash: string) =>
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
      .where('apiKeys.revokedAt', 'is', null)
      .executeTakeFirst(),

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

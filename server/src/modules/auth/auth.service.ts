import { RefusedError } from '@dealer/domain';
import type { LoginRequest } from '@dealer/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { sessionEndedEvent } from '../../live/session-events.js';
import { authRepository as repository } from './auth.repository.js';
import { getDummyHash, verifyPassword } from './passwords.js';
import { toCaller, type Caller } from '../access/caller.js';
import { createToken, hashToken } from './tokens.js';
import { callerCacheOf, type CachedCaller } from './caller-cache.js';
import { batchedLookup } from '../../db/batched-lookup.js';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'SESSION_TTL_HOURS'
    | 'LOGIN_WINDOW_MINUTES'
    | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
    | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  >;
}

const hours = (count: number) => count * 3_600_000;
const touchIntervalMs = 60_000;

/** 429 with `Retry-After` (from `details`): the seconds until the fullest window frees. */
const tooManyAttempts = (retryAfterSeconds: number) =>
  RefusedError.with(
    'too_many',
    'too_many_attempts',
    'Too many failed sign-ins; try again later.',
    undefined,
    { retryAfterSeconds },
  );

/**
 * Signs a user in and returns the session token for the cookie. Attempts are counted in the
 * database per account and per address before the password is checked (one statement that
 * increments and reads, so simultaneous attempts cannot all pass the limit), and the limit
 * holds across server instances. A success forgives the attempt and the account's failures.
 */
export async function login(
  deps: AuthDeps,
  request: LoginRequest,
  address: string,
): Promise<{ token: string; userId: number; expiresAt: Date }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const emailKey = request.email.toLowerCase();
  const counts = await repository.countAttempt(db, { emailKey, address, now, since });
  const limits = {
    account: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    address: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  };
  const exceeded = counts.filter((count) => count.attempts > limits[count.kind]);
  if (exceeded.length > 0) {
    const freesAt = Math.max(...exceeded.map((count) => count.windowStart.getTime() + windowMs));
    throw tooManyAttempts(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
  }

  const user = await repository.findUserByEmail(db, emailKey);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    request.password,
  );
  if (!user || !isValid) {
    throw RefusedError.with('unauthenticated', 'invalid_credentials', 'Wrong e-mail or password.');
  }

  const token = createToken();
  const expiresAt = new Date(now.getTime() + hours(config.SESSION_TTL_HOURS));
  await db.transaction().execute(async (trx) => {
    await repository.forgiveSuccess(trx, { emailKey, address });
    await repository.deleteStaleThrottles(trx, since);
    await repository.deleteExpiredSessions(trx, now);
    await repository.createSession(trx, { id: hashToken(token), userId: user.id, now, expiresAt });
  });
  return { token, userId: user.id, expiresAt };
}

/** Ends the session, and tells every instance to close the hub connections opened with it. */
export async function logout(deps: Pick<AppContext, 'db' | 'events'>, token: string) {
  const id = hashToken(token);
  await repository.deleteSession(deps.db, id);
  callerCacheOf(deps.db)?.delete(`session:${id}`);
  await deps.events.publish(sessionEndedEvent(id));
}

/** The caller of a session cookie; 401 when unknown, `session_expired` when expired. */
export async function resolveSession(deps: AuthDeps, token: string): Promise<Caller> {
  return (await resolveSessionUntil(deps, token)).caller;
}

type StoredSession = NonNullable<Awaited<ReturnType<typeof repository.findSession>>>;

/** How sessions are read and their use marked: one by one, or many at a time (the hub's). */
export interface SessionStore {
  find(id: string): Promise<StoredSession | undefined>;
  /** Marks the session used now and slides its expiry; answers both as stored. */
  touch(id: string): Promise<{ lastSeenAt: Date; expiresAt: Date } | undefined>;
  /** Deletes an expired session. */
  remove(id: string): Promise<unknown>;
}

const slidOn = (deps: AuthDeps) => {
  const now = deps.clock.now();
  return {
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + hours(deps.config.SESSION_TTL_HOURS)),
  };
};

/** Each request's own statements. */
const sessionsOneByOne = (deps: AuthDeps): SessionStore => ({
  find: (id) => repository.findSession(deps.db, id),
  async touch(id) {
    const marked = slidOn(deps);
    await repository.touchSession(deps.db, id, marked.lastSeenAt, marked.expiresAt);
    return marked;
  },
  remove: (id) => repository.deleteSession(deps.db, id),
});

/**
 * Sessions read and marked many at a time, on at most four connections together (two reading,
 * one marking, one deleting the expired ones): for the hub, whose connections all come back at
 * once after a deploy or a network blip (`batchedLookup`).
 */
export function batchedSessionStore(deps: AuthDeps): SessionStore {
  const maxBatch = 500;
  // Each answered caller goes on to its handshake: a few per turn, so the server keeps accepting.
  const resumePerTurn = 8;
  return {
    find: batchedLookup(
      async (ids) =>
        new Map((await repository.findSessions(deps.db, ids)).map((row) => [row.id, row])),
      { maxInFlight: 2, maxBatch, resumePerTurn },
    ),
    touch: batchedLookup(
      async (ids) => {
        const marked = slidOn(deps);
        await repository.touchSessions(deps.db, ids, marked.lastSeenAt, marked.expiresAt);
        return new Map(ids.map((id) => [id, marked]));
      },
      { maxInFlight: 1, maxBatch, resumePerTurn },
    ),
    remove: batchedLookup(
      async (ids) => {
        await repository.deleteSessions(deps.db, ids);
        return new Map<string, true>();
      },
      { maxInFlight: 1, maxBatch, resumePerTurn },
    ),
  };
}

/** `resolveSession`, with when the session will expire unless used again (the hub's check). */
export async function resolveSessionUntil(
  deps: AuthDeps,
  token: string,
  store: SessionStore = sessionsOneByOne(deps),
): Promise<{ caller: Caller; expiresAt: Date }> {
  const { db, clock } = deps;
  const callers = callerCacheOf(db);
  const id = hashToken(token);
  const key = `session:${id}`;
  const now = clock.now();
  const cached = callers?.get(key);
  if (cached && isFresh(cached, now))
    return { caller: cached.caller, expiresAt: cached.expiresAt! };

  const generation = callers?.generation ?? 0;
  const session = await store.find(id);
  if (!session) throw RefusedError.with('unauthenticated', 'unauthenticated', 'Sign in first.');
  if (session.expiresAt.getTime() <= now.getTime()) {
    await store.remove(id);
    throw RefusedError.with(
      'unauthenticated',
      'session_expired',
      'The session has expired; sign in again.',
    );
  }
  let expiresAt = session.expiresAt;
  let lastSeenAt = session.lastSeenAt;
  if (now.getTime() - session.lastSeenAt.getTime() > touchIntervalMs) {
    const marked = await store.touch(id);
    if (marked) ({ expiresAt, lastSeenAt } = marked);
  }
  const caller = toCaller(
    {
      kind: 'user',
      userId: session.userId,
      isAdmin: session.nwAdmin,
      sessionId: id,
      apiKeyOrganisationId: null,
    },
    session,
  );
  callers?.set(key, { caller, expiresAt, lastSeenAt }, generation);
  return { caller, expiresAt };
}

/**
 * A cached caller serves while its session has not expired on the app's clock and its last use
 * is marked recently enough; otherwise the database decides (and marks the use).
 */
const isFresh = (cached: CachedCaller, now: Date) =>
  (cached.expiresAt === null || cached.expiresAt.getTime() > now.getTime()) &&
  cached.lastSeenAt !== null &&
  now.getTime() - cached.lastSeenAt.getTime() <= touchIntervalMs;

/** The expiry of each of these sessions that has not ended (the hub's check). */
export const findSessionExpiries = (db: Db, ids: readonly string[]) =>
  repository.findSessionExpiries(db, ids);

/** The caller of an integration's API key (spec 7: "an API key header"). */
export async function resolveApiKey(deps: AuthDeps, key: string): Promise<Caller> {
  const keyHash = hashToken(key);
  const callers = callerCacheOf(deps.db);
  const cacheKey = `apiKey:${keyHash}`;
  const now = deps.clock.now();
  const cached = callers?.get(cacheKey);
  if (cached && isFresh(cached, now)) return cached.caller;

  const generation = callers?.generation ?? 0;
  const found = await repository.findApiKey(deps.db, keyHash);
  if (!found)
    throw RefusedError.with('unauthenticated', 'unauthenticated', 'Unknown or revoked API key.');
  let lastUsedAt = found.lastUsedAt;
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() > touchIntervalMs) {
    lastUsedAt = now;
    await repository.touchApiKey(deps.db, found.id, now);
  }
  // An integration never carries the platform admin flag, whoever made the key.
  const caller = toCaller(
    {
      kind: 'apiKey',
      userId: found.userId,
      isAdmin: false,
      sessionId: null,
      apiKeyOrganisationId: found.organisationId,
    },
    found,
  );
  callers?.set(cacheKey, { caller, expiresAt: null, lastSeenAt: lastUsedAt }, generation);
  return caller;
}

/** Makes a key for an organisation's integration; the plain key is shown once, then only its hash is kept. */
export async function createApiKey(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: { organisationId: number; userId: number; name: string },
): Promise<{ id: number; key: string }> {
  const secret = createToken();
  const key = `dak_${secret}`;
  const { id } = await repository.createApiKey(deps.db, {
    ...input,
    keyPrefix: key.slice(0, 8),
    keyHash: hashToken(key),
    now: deps.clock.now(),
  });
  return { id, key };
}

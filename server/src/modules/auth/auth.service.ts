import { RefusedError } from '@dealer/domain';
import type { LoginRequest } from '@dealer/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { authRepository as repository } from './auth.repository.js';
import { getDummyHash, verifyPassword } from './passwords.js';
import { toCaller, type Caller } from '../access/caller.js';
import { createToken, hashToken } from './tokens.js';

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

const tooManyAttempts = () =>
  RefusedError.with('too_many', 'too_many_attempts', 'Too many failed sign-ins; try again later.');

/**
 * Signs a user in and returns the session token for the cookie. Failed attempts are counted in
 * the database per account and per address, so the limit holds across server instances.
 */
export async function login(
  deps: AuthDeps,
  request: LoginRequest,
  address: string,
): Promise<{ token: string; userId: number; expiresAt: Date }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - config.LOGIN_WINDOW_MINUTES * 60_000);
  const emailKey = request.email.toLowerCase();
  const [accountFailures, addressFailures] = await Promise.all([
    repository.countFailures(db, since, { emailKey }),
    repository.countFailures(db, since, { address }),
  ]);
  if (
    accountFailures >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
    addressFailures >= config.LOGIN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw tooManyAttempts();
  }

  const user = await repository.findUserByEmail(db, emailKey);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    request.password,
  );
  if (!user || !isValid) {
    await repository.recordAttempt(db, { emailKey, address, succeeded: false, now });
    throw RefusedError.with('unauthenticated', 'invalid_credentials', 'Wrong e-mail or password.');
  }

  const token = createToken();
  const expiresAt = new Date(now.getTime() + hours(config.SESSION_TTL_HOURS));
  await db.transaction().execute(async (trx) => {
    await repository.recordAttempt(trx, { emailKey, address, succeeded: true, now });
    // A success clears the account's earlier failures (the address keeps its count).
    await trx
      .deleteFrom('loginAttempts')
      .where('emailKey', '=', emailKey)
      .where('succeeded', '=', false)
      .execute();
    await repository.deleteExpiredSessions(trx, now);
    await repository.createSession(trx, { id: hashToken(token), userId: user.id, now, expiresAt });
  });
  return { token, userId: user.id, expiresAt };
}

export const logout = (deps: Pick<AuthDeps, 'db'>, token: string) =>
  repository.deleteSession(deps.db, hashToken(token));

/** The caller of a session cookie; 401 when unknown, `session_expired` when expired. */
export async function resolveSession(deps: AuthDeps, token: string): Promise<Caller> {
  const { db, clock, config } = deps;
  const id = hashToken(token);
  const session = await repository.findSession(db, id);
  if (!session) throw RefusedError.with('unauthenticated', 'unauthenticated', 'Sign in first.');
  const now = clock.now();
  if (session.expiresAt.getTime() <= now.getTime()) {
    await repository.deleteSession(db, id);
    throw RefusedError.with(
      'unauthenticated',
      'session_expired',
      'The session has expired; sign in again.',
    );
  }
  if (now.getTime() - session.lastSeenAt.getTime() > touchIntervalMs) {
    await repository.touchSession(
      db,
      id,
      now,
      new Date(now.getTime() + hours(config.SESSION_TTL_HOURS)),
    );
  }
  return toCaller(
    {
      kind: 'user',
      userId: session.userId,
      isAdmin: session.nwAdmin,
      sessionId: id,
      apiKeyOrganisationId: null,
    },
    session,
  );
}

/** The caller of an integration's API key (spec 7: "an API key header"). */
export async function resolveApiKey(deps: AuthDeps, key: string): Promise<Caller> {
  const found = await repository.findApiKey(deps.db, hashToken(key));
  if (!found)
    throw RefusedError.with('unauthenticated', 'unauthenticated', 'Unknown or revoked API key.');
  const now = deps.clock.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > touchIntervalMs) {
    await repository.touchApiKey(deps.db, found.id, now);
  }
  // An integration never carries the platform admin flag, whoever made the key.
  return toCaller(
    {
      kind: 'apiKey',
      userId: found.userId,
      isAdmin: false,
      sessionId: null,
      apiKeyOrganisationId: found.organisationId,
    },
    found,
  );
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

import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, platform operations: a platform admin creates users and invites them by e-mail.
 *
 * - An invited user has no password until they open the link and choose one: password_hash is
 *   nullable (sign-in with no password always fails, timed like a wrong one).
 * - One invitation per user: a new one replaces the old link. Only the token's SHA-256 is kept
 *   (a 256-bit random secret, like a session's); it is used once (used_at) and expires.
 * - organisations.has_licence: an organisation needs a licence to auction (organisation-and-
 *   settings 6). The organisations that exist keep auctioning.
 * The admin's acts are audited in the existing append-only audit_log (organisation chains and
 * the platform chain), so no table of its own is needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
    ALTER TABLE organisations ADD COLUMN has_licence boolean NOT NULL DEFAULT true;
    CREATE TABLE user_invitations (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE user_invitations;
    ALTER TABLE organisations DROP COLUMN has_licence;
    UPDATE users SET password_hash = '!' WHERE password_hash IS NULL;
    ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Issue 15. Sign-in attempts are counted in one row per account and per address, incremented
// and read in one statement (the old log of attempts was counted with a separate read, so
// simultaneous wrong passwords all passed the limit). An Idempotency-Key's stored answer keeps
// a hash of the request it answered, so the same key with another body is refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_throttles (
      kind text NOT NULL CHECK (kind IN ('account', 'address')),
      key text NOT NULL,
      attempts integer NOT NULL,
      window_start timestamptz NOT NULL,
      PRIMARY KEY (kind, key)
    );
    CREATE INDEX login_throttles_window ON login_throttles (window_start);
    DROP TABLE login_attempts;
    -- Null for answers stored before: kept 24 hours, they replay as before.
    ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE idempotency_keys DROP COLUMN request_hash;
    DROP TABLE login_throttles;
    CREATE TABLE login_attempts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email_key text NOT NULL,
      address text NOT NULL,
      succeeded boolean NOT NULL,
      attempted_at timestamptz NOT NULL
    );
    CREATE INDEX login_attempts_email ON login_attempts (email_key, attempted_at);
    CREATE INDEX login_attempts_address ON login_attempts (address, attempted_at);
  `.execute(db);
}

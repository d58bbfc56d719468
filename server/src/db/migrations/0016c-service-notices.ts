import { sql, type Kysely } from 'kysely';

// Issue 13: the service-ad banner and the service notification, editable by platform admins.
// A stored row overrides the environment's SERVICE_AD_* / SERVICE_NOTIFICATION_* (the fallback
// while no admin has saved one), so a deploy is not needed to change a banner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE service_notices (
      kind text PRIMARY KEY CHECK (kind IN ('serviceAd', 'serviceNotification')),
      is_visible boolean NOT NULL,
      title text,
      text text,
      read_more_link text,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE service_notices;`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Live events recorded in the transaction of the change that causes them (issue 9 point 4): a
// crash between the commit and the send cannot lose one, as any instance relays what was not
// marked delivered. Delivered rows are kept a day for inspection, then pruned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_outbox (
      id uuid PRIMARY KEY,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz
    );
    CREATE INDEX event_outbox_undelivered ON event_outbox (created_at) WHERE delivered_at IS NULL;
    CREATE INDEX event_outbox_delivered ON event_outbox (delivered_at) WHERE delivered_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE event_outbox`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// A delivered live event is deleted, not marked (issue 10, point 6). Marking rewrote each row, its
// message included, and added an index entry: a third of a bid's write-ahead log. The outbox now
// holds only what no instance has handed out yet, which is all the relay needs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM event_outbox WHERE delivered_at IS NOT NULL;
    DROP INDEX event_outbox_delivered;
    DROP INDEX event_outbox_undelivered;
    ALTER TABLE event_outbox DROP COLUMN delivered_at;
    CREATE INDEX event_outbox_created ON event_outbox (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX event_outbox_created;
    ALTER TABLE event_outbox ADD COLUMN delivered_at timestamptz;
    CREATE INDEX event_outbox_undelivered ON event_outbox (created_at) WHERE delivered_at IS NULL;
    CREATE INDEX event_outbox_delivered ON event_outbox (delivered_at) WHERE delivered_at IS NOT NULL;
  `.execute(db);
}

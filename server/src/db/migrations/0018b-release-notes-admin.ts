import { sql, type Kysely } from 'kysely';

// Issue 13, release notes written and published in the admin console:
// - a note without `published` is a draft; one published in the future is scheduled, and the bell
//   (published <= now) shows it from then on;
// - created_at, updated_at and updated_by say who last touched it (the audit log says the rest);
// - the bell's read (newest published first) walks a partial index instead of sorting the table.
// No migration for the audit log's paging: its keyset is the item's chain (chain_key, chain_seq),
// which migration 0016b's unique index already orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE service_release_notes
      ALTER COLUMN published DROP NOT NULL,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
    -- The defaults only date the notes written before; the server's clock sets both from now on.
    ALTER TABLE service_release_notes
      ALTER COLUMN created_at DROP DEFAULT,
      ALTER COLUMN updated_at DROP DEFAULT;
    CREATE INDEX service_release_notes_published ON service_release_notes (published DESC, id DESC)
      WHERE published IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX service_release_notes_published;
    DELETE FROM service_release_notes WHERE published IS NULL;
    ALTER TABLE service_release_notes
      DROP COLUMN updated_by,
      DROP COLUMN updated_at,
      DROP COLUMN created_at,
      ALTER COLUMN published SET NOT NULL;
  `.execute(db);
}

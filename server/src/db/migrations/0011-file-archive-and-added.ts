import { sql, type Kysely } from 'kysely';

// Spec 3 "File: ... archive, addedFile" (issue 14 point 9). `archive`: the file was carried over
// from the original item into a redraft copy (it comes from an earlier auction). `added_file`: the
// file was attached after the item first went on sale (to an item returned to draft, or to a
// redraft copy), so buyers can tell new files from the ones they saw. Existing rows are neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auction_item_files
      ADD COLUMN archive boolean NOT NULL DEFAULT false,
      ADD COLUMN added_file boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auction_item_files DROP COLUMN archive, DROP COLUMN added_file;
  `.execute(db);
}

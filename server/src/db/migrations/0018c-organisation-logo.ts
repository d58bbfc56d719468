import { sql, type Kysely } from 'kysely';

// Issue 12: the organisation uploads its own logo on the settings profile page. The image is a
// media file (stored, sniffed and resized like item photos); organisation_images points at it.
// One image of a kind per organisation, so a new logo replaces the old one in one statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM organisation_images AS older
      USING organisation_images AS newer
      WHERE older.organisation_id = newer.organisation_id
        AND older.image_kind = newer.image_kind
        AND older.id < newer.id;
    ALTER TABLE organisation_images
      ADD COLUMN media_file_id integer REFERENCES media_files (id) ON DELETE CASCADE;
    CREATE UNIQUE INDEX organisation_images_one_per_kind
      ON organisation_images (organisation_id, image_kind);
    CREATE INDEX organisation_images_media_file ON organisation_images (media_file_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX organisation_images_media_file;
    DROP INDEX organisation_images_one_per_kind;
    ALTER TABLE organisation_images DROP COLUMN media_file_id;
  `.execute(db);
}

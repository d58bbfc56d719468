import { sql, type Kysely } from 'kysely';

// Media: every uploaded image, video or PDF, stored once (local disk or S3-compatible storage)
// and served by its unguessable externalServiceId. A row is written only after the bytes are
// stored completely, so a failed upload leaves no record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE media_files (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      external_service_id text NOT NULL UNIQUE,
      kind smallint NOT NULL,
      content_type text NOT NULL,
      byte_size bigint NOT NULL,
      width integer,
      height integer,
      storage_key text NOT NULL,
      original_name text,
      organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
      uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX media_files_organisation ON media_files (organisation_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE media_files`.execute(db);
}

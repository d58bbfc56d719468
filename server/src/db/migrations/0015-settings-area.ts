import { sql, type Kysely } from 'kysely';

// Issue 12, the settings area:
// - organisation_settings.version: a save names the version it read; a save made on a stale copy
//   (another tab saved in between) is refused with 409 instead of silently overwriting.
// - user_notification_settings: per user, a main switch and one switch per kind of mail.
// - service_release_notes: stored server-side so the admin console can publish more later; the
//   3.19.0 note is the first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organisation_settings ADD COLUMN version integer NOT NULL DEFAULT 1;
    CREATE TABLE user_notification_settings (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      main_switch boolean NOT NULL DEFAULT true,
      outbid boolean NOT NULL DEFAULT true,
      won boolean NOT NULL DEFAULT true,
      item_ended boolean NOT NULL DEFAULT true,
      new_question boolean NOT NULL DEFAULT true,
      question_answered boolean NOT NULL DEFAULT true,
      bid_machine_exceeded boolean NOT NULL DEFAULT true,
      transport_offer boolean NOT NULL DEFAULT true
    );
    CREATE TABLE service_release_notes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 10000),
      published timestamptz NOT NULL
    );
    INSERT INTO service_release_notes (title, text, published) VALUES (
      'Versio 3.19.0',
      'Asetuksissa voi nyt määrittää myynnin oletustiedot, vastuumyyjät, kohderyhmät, sijainnit sekä ostajan ja kuljetustarjousten asetukset. Ilmoitusasetukset löytyvät ilmoituskeskuksesta. Lisätietoja: https://www.nettix.fi',
      '2026-11-23T08:00:00Z'
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE service_release_notes;
    DROP TABLE user_notification_settings;
    ALTER TABLE organisation_settings DROP COLUMN version;
  `.execute(db);
}

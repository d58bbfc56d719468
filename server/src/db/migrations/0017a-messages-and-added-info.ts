import { sql, type Kysely } from 'kysely';

// Issue 11: questions and answers on an item (an answer links to its question), and the info
// its auctioneer adds while it is on sale, with files from the media service.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auction_item_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      auction_message_id integer REFERENCES auction_item_messages (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      sender_role smallint NOT NULL,
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX auction_item_messages_item ON auction_item_messages (auction_item_id, id);
    CREATE TABLE auction_item_additional_infos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      text text NOT NULL CHECK (length(text) <= 2000),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX auction_item_additional_infos_item
      ON auction_item_additional_infos (auction_item_id, id);
    CREATE TABLE auction_item_additional_info_files (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      additional_info_id integer NOT NULL
        REFERENCES auction_item_additional_infos (id) ON DELETE CASCADE,
      media_file_id integer NOT NULL REFERENCES media_files (id),
      order_number smallint NOT NULL
    );
    CREATE INDEX auction_item_additional_info_files_info
      ON auction_item_additional_info_files (additional_info_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE auction_item_additional_info_files;
    DROP TABLE auction_item_additional_infos;
    DROP TABLE auction_item_messages;
  `.execute(db);
}

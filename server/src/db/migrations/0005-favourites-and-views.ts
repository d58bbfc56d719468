import { sql, type Kysely } from 'kysely';

// Favourites per user and item (spec 3), views counted once per user, item and Helsinki day, and
// the marker that a scheduled item's start has been announced (NewStartedAuctionItems) once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE favorites (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, auction_item_id)
    );
    CREATE INDEX favorites_item ON favorites (auction_item_id);
    CREATE TABLE auction_item_views (
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      view_date text NOT NULL,
      PRIMARY KEY (auction_item_id, user_id, view_date)
    );
    ALTER TABLE auction_items ADD COLUMN start_announced_at timestamptz;
    CREATE INDEX auction_items_unannounced_start ON auction_items (start_time) WHERE start_announced_at IS NULL AND status = 1;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE auction_item_views, favorites;
    ALTER TABLE auction_items DROP COLUMN start_announced_at;
  `.execute(db);
}

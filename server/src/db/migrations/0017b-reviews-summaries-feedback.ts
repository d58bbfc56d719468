import { sql, type Kysely } from 'kysely';

// Issue 11: reviews of a sale (by its auctioneer and by its winning buyer) and of the AI summary
// (type 101, one per user); the item's stored AI summary; and the feedback form's messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auction_item_reviews (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      review_type smallint NOT NULL CHECK (review_type IN (1, 2, 101)),
      organisation_id integer NOT NULL REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      thumbs_up boolean,
      description text CHECK (length(description) <= 500),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- Spec 4: each side of a sale reviews once; the AI summary gets one thumb per user.
    CREATE UNIQUE INDEX auction_item_reviews_sale
      ON auction_item_reviews (auction_item_id, review_type) WHERE review_type IN (1, 2);
    CREATE UNIQUE INDEX auction_item_reviews_summary
      ON auction_item_reviews (auction_item_id, user_id) WHERE review_type = 101;
    CREATE TABLE auction_item_ai_summaries (
      auction_item_id integer PRIMARY KEY REFERENCES auction_items (id) ON DELETE CASCADE,
      writer text NOT NULL,
      model text,
      texts jsonb NOT NULL,
      source_hash text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE feedback (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
      url text NOT NULL CHECK (length(url) <= 2000),
      created_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE feedback;
    DROP TABLE auction_item_ai_summaries;
    DROP TABLE auction_item_reviews;
  `.execute(db);
}

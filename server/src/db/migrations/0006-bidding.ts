import { sql, type Kysely } from 'kysely';

// Bidding (issue 5): bids, bid machines, each organisation's anonymous bidder number per item,
// confirmations, idempotency keys of money calls, and the mail outbox. The item row carries the
// public state every list and live event reads (leader, winner, latest confirmation), written in
// the same transaction as the rows it sums up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auction_items
      ADD COLUMN next_bid_sequence integer NOT NULL DEFAULT 1,
      ADD COLUMN first_bid_at timestamptz,
      ADD COLUMN leader_organisation_id integer REFERENCES organisations (id),
      ADD COLUMN leader_marker integer,
      ADD COLUMN winning_bid_id integer,
      ADD COLUMN winner_organisation_id integer REFERENCES organisations (id),
      ADD COLUMN winner_marker integer,
      ADD COLUMN final_price integer,
      ADD COLUMN is_negotiated boolean NOT NULL DEFAULT false,
      ADD COLUMN confirmed_sold boolean,
      ADD COLUMN sold_price integer,
      ADD COLUMN has_buyer_confirmation boolean NOT NULL DEFAULT false,
      ADD COLUMN ended_at timestamptz;
    CREATE INDEX auction_items_due_to_end ON auction_items (end_time) WHERE status = 1;
    CREATE INDEX auction_items_unconfirmed ON auction_items (ended_at)
      WHERE status = 4 AND is_winning_bid_selected AND confirmed_sold IS NULL;

    CREATE TABLE auction_item_bidders (
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      bidder_marker integer NOT NULL,
      first_bid_at timestamptz NOT NULL,
      PRIMARY KEY (auction_item_id, organisation_id),
      UNIQUE (auction_item_id, bidder_marker)
    );
    CREATE INDEX auction_item_bidders_organisation ON auction_item_bidders (organisation_id);

    CREATE TABLE bid_machines (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      office_id integer REFERENCES offices (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      price_maximum integer NOT NULL CHECK (price_maximum > 0),
      set_at_sequence integer NOT NULL,
      is_active boolean NOT NULL,
      is_exceeded boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      date_deleted timestamptz,
      buyer_deleted_price integer
    );
    -- One current machine per organisation and item (spec: one active machine per organisation).
    CREATE UNIQUE INDEX bid_machines_current ON bid_machines (auction_item_id, organisation_id)
      WHERE date_deleted IS NULL;

    CREATE TABLE bids (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      office_id integer REFERENCES offices (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      bid_machine_id integer REFERENCES bid_machines (id),
      price integer NOT NULL CHECK (price > 0),
      is_automatic boolean NOT NULL,
      priority integer NOT NULL,
      sequence integer NOT NULL,
      placed_at timestamptz NOT NULL,
      -- A second line of defence behind the row lock: two bids never share a place in the order.
      UNIQUE (auction_item_id, sequence)
    );
    -- Each organisation's best bid and best automatic bid are one index probe each.
    CREATE INDEX bids_best_per_organisation ON bids (auction_item_id, organisation_id, price DESC, priority);
    CREATE INDEX bids_best_automatic_per_organisation
      ON bids (auction_item_id, organisation_id, price DESC, priority) WHERE is_automatic;
    CREATE INDEX bids_organisation ON bids (organisation_id, auction_item_id);
    ALTER TABLE auction_items ADD CONSTRAINT auction_items_winning_bid
      FOREIGN KEY (winning_bid_id) REFERENCES bids (id);

    CREATE TABLE confirmations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      confirmation_type smallint NOT NULL,
      user_type smallint NOT NULL,
      is_sold boolean NOT NULL,
      description text,
      price integer,
      organisation_id integer REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX confirmations_item ON confirmations (auction_item_id, created_at);

    CREATE TABLE idempotency_keys (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL,
      auction_item_id integer NOT NULL,
      operation text NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

    CREATE TABLE mail_outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_item_id integer REFERENCES auction_items (id) ON DELETE SET NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      kind text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_error text
    );
    CREATE INDEX mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE mail_outbox, idempotency_keys, confirmations;
    ALTER TABLE auction_items DROP CONSTRAINT auction_items_winning_bid;
    DROP TABLE bids, bid_machines, auction_item_bidders;
    ALTER TABLE auction_items
      DROP COLUMN next_bid_sequence, DROP COLUMN first_bid_at, DROP COLUMN leader_organisation_id,
      DROP COLUMN leader_marker, DROP COLUMN winning_bid_id, DROP COLUMN winner_organisation_id,
      DROP COLUMN winner_marker, DROP COLUMN final_price, DROP COLUMN is_negotiated,
      DROP COLUMN confirmed_sold, DROP COLUMN sold_price, DROP COLUMN has_buyer_confirmation,
      DROP COLUMN ended_at;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Issue 11 (after the sale): the payment and delivery area's fields that the settings lacked
// (the auctioneer's account, the buyer's invoicing address), the delivery offer requests (a
// repeat to one provider within an hour is refused), and mail attachments (the sales brochure).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organisation_settings
      ADD COLUMN iban text CHECK (length(iban) <= 34),
      ADD COLUMN bic text CHECK (length(bic) <= 11),
      ADD COLUMN invoicing_address text,
      ADD COLUMN e_invoicing_operator text,
      ADD COLUMN invoicing_method text;
  `.execute(db);
  await sql`
    CREATE TABLE delivery_offer_requests (
      id serial PRIMARY KEY,
      auction_item_id integer NOT NULL REFERENCES auction_items (id) ON DELETE CASCADE,
      organisation_id integer NOT NULL REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      provider text NOT NULL CHECK (provider IN ('makinen', 'sjoberg')),
      buyer_name text NOT NULL,
      buyer_phone_number text,
      buyer_email_address text NOT NULL,
      delivery_location_id integer REFERENCES organisation_locations (id) ON DELETE SET NULL,
      -- null while the provider is being asked; false lets the buyer try again at once
      is_success boolean,
      created_at timestamptz NOT NULL
    );
  `.execute(db);
  await sql`
    CREATE INDEX delivery_offer_requests_item_provider
      ON delivery_offer_requests (auction_item_id, provider, created_at);
  `.execute(db);
  await sql`
    ALTER TABLE mail_outbox
      ADD COLUMN attachment_name text,
      ADD COLUMN attachment_content_type text,
      ADD COLUMN attachment bytea;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      DROP COLUMN attachment_name, DROP COLUMN attachment_content_type, DROP COLUMN attachment;
  `.execute(db);
  await sql`DROP TABLE delivery_offer_requests;`.execute(db);
  await sql`
    ALTER TABLE organisation_settings
      DROP COLUMN iban, DROP COLUMN bic, DROP COLUMN invoicing_address,
      DROP COLUMN e_invoicing_operator, DROP COLUMN invoicing_method;
  `.execute(db);
}

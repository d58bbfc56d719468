import { sql, type Kysely } from 'kysely';

// Issues 11 and 13: an invoice number saved for an item is what "invoiced" means. The invoice
// feature records it (one per item; saving again replaces the number); the admin's fix
// confirmation is refused once it exists (spec 8, fix confirmation 422).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auction_item_invoices (
      auction_item_id integer PRIMARY KEY REFERENCES auction_items (id) ON DELETE CASCADE,
      invoice_number text NOT NULL CHECK (length(invoice_number) BETWEEN 1 AND 50),
      organisation_id integer NOT NULL REFERENCES organisations (id),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      invoiced_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auction_item_invoices;`.execute(db);
}

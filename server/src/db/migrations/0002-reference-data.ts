import { sql, type Kysely } from 'kysely';

// The products and product permissions are the same in every installation (spec: auctioneer,
// pro auctioneer, viewer, pro viewer; permissions to manage users, publish items and bid).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO products (product_type, name, tier) VALUES
      (1, 'Huutokauppa Myyjä', 0),
      (2, 'Huutokauppa Pro Myyjä', 1),
      (3, 'Huutokauppa Ostaja', 0),
      (4, 'Huutokauppa Pro Ostaja', 1);
    INSERT INTO product_permissions (key, name) VALUES
      ('manage_user_permissions', 'Käyttöoikeuksien hallinta'),
      ('publish', 'Ilmoitusten käsittely'),
      ('bid', 'Huutaminen');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM product_permissions; DELETE FROM products;`.execute(db);
}

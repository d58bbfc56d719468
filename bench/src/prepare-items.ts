import { sql } from 'kysely';
import pg from 'pg';
import {
  createKysely,
  createPool,
  migrateToLatest,
  openPglite,
  type Db,
} from '../../server/src/db/database.js';
import { seedDemo } from '../../server/src/cli/demo/seed-demo.js';

/** An embedded database with the demo organisations and `count` published, active items. */
export async function prepareItemsDatabase(dataDir: string, count: number): Promise<void> {
  const handle = await openPglite({ dataDir });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await insertBenchItems(handle.db, count);
  await handle.close();
}

/**
 * The same on the BENCH_DATABASE_URL server, in a fresh database of its own (`prepare` adds more
 * before it is served); answers its address and how to drop it.
 */
export async function prepareItemsOnPostgres(
  serverUrl: string,
  purpose: string,
  count: number,
  prepare: (db: Db) => Promise<void> = async () => undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dealer_bench_${purpose}_${process.pid}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool({ connectionString: url.toString(), max: 4 });
  const db = createKysely(pool);
  await migrateToLatest(db);
  await seedDemo(db);
  await insertBenchItems(db, count);
  await prepare(db);
  // Fresh statistics, as a database that has lived a while has them.
  await pool.query('ANALYZE');
  await db.destroy();
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * `count` published, active items of the demo's Autotalo, licence numbers BEN-00000 on. One
 * statement over `generate_series`: 100 batches of 1,000 rows from Node took 13.7 s on PGlite,
 * most of it in building and sending the batches (the bench's 10 minutes).
 */
async function insertBenchItems(db: Db, count: number): Promise<void> {
  const seller = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const makes = [
    'Toyota',
    'Volkswagen',
    'Skoda',
    'Volvo',
    'Ford',
    'BMW',
    'Audi',
    'Kia',
    'Mercedes-Benz',
    'Tesla',
  ];
  await sql`
    INSERT INTO auction_items (
      organisation_id, status, start_time, end_time, created_at, updated_at, start_announced_at,
      license_number, make, model, "type", model_year, mileage, fuel_type, hybrid_type,
      start_price, minimum_raise, auctioneer_description, trailer_transportable, vat_deductable,
      open_bid, fixed_end_time, questions_allowed, show_in_basic_auction,
      show_responsible_sales_people
    )
    SELECT
      ${seller.id}, 1, ${now}::timestamptz - interval '1 day',
      ${now}::timestamptz + (1 + i % 14) * interval '1 day', ${now}, ${now}, ${now},
      'BEN-' || lpad(i::text, 5, '0'), (${makes}::text[])[i % ${makes.length} + 1],
      'Malli ' || (i % 37), 'Bench 2.0', 2005 + i % 20, (i::bigint * 7919) % 400000,
      1 + i % 4, 1, 1000 + (i % 50) * 500, 100,
      'Huollettu säännöllisesti, kaksi avainta, talvi- ja kesärenkaat.', false, true, false,
      false, true, true, true
    FROM generate_series(0, ${count - 1}) AS i
    ORDER BY i
  `.execute(db);
}

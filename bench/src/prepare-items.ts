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

/** `count` published, active items of the demo's Autotalo, licence numbers BEN-00000 on. */
async function insertBenchItems(db: Db, count: number): Promise<void> {
  const seller = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const now = Date.now();
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
  for (let first = 0; first < count; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
      const index = first + offset;
      return {
        organisationId: seller.id,
        status: 1 as const,
        startTime: new Date(now - 86_400_000),
        endTime: new Date(now + (1 + (index % 14)) * 86_400_000),
        createdAt: new Date(now),
        updatedAt: new Date(now),
        startAnnouncedAt: new Date(now),
        licenseNumber: `BEN-${String(index).padStart(5, '0')}`,
        make: makes[index % makes.length]!,
        model: `Malli ${index % 37}`,
        type: 'Bench 2.0',
        modelYear: 2005 + (index % 20),
        mileage: (index * 7919) % 400_000,
        fuelType: 1 + (index % 4),
        hybridType: 1,
        startPrice: 1000 + (index % 50) * 500,
        minimumRaise: 100,
        auctioneerDescription: 'Huollettu säännöllisesti, kaksi avainta, talvi- ja kesärenkaat.',
        trailerTransportable: false,
        vatDeductable: true,
        openBid: false,
        fixedEndTime: false,
        questionsAllowed: true,
        showInBasicAuction: true,
        showResponsibleSalesPeople: true,
      };
    });
    await db.insertInto('auctionItems').values(rows).execute();
  }
}

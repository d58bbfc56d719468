// The ending on time (issue 9, point 5): 1,000 items end in the same minute; each item's lateness
// is the time its ending took effect (ended_at, the server's clock read under the item's lock)
// minus its end. The built server runs its job queue as in production.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createKysely,
  createPool,
  migrateToLatest,
  openPglite,
  type Db,
} from '../../server/src/db/database.js';
import { seedDemo } from '../../server/src/cli/demo/seed-demo.js';
import { startServer } from './measure-startup.js';

export interface EndingLateness {
  items: number;
  ended: number;
  p50: number;
  p95: number;
  p100: number;
  /** Items that ended more than a second after their end. */
  late: number;
  /** How long before the first end the last server answered /healthz (negative: after it). */
  upBeforeFirstEndMs: number;
}

/**
 * From the items' insertion to the first end: time for the servers to start. The database is
 * made and seeded before the ends are set, so that a slow set-up (on a busy machine) cannot make
 * the first items end before any server runs; the row says how long before the first end they ran.
 */
const leadMs = 20_000;
const minuteMs = 60_000;

/** `count` published items without bids whose ends are spread evenly over one minute. */
async function insertEndingItems(db: Db, count: number, firstEnd: number) {
  const seller = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('auctionItems')
    .values(
      Array.from({ length: count }, (_, index) => ({
        organisationId: seller.id,
        status: 1,
        startTime: new Date(now - 86_400_000),
        endTime: new Date(firstEnd + Math.floor((index * minuteMs) / count)),
        createdAt: new Date(now),
        updatedAt: new Date(now),
        startAnnouncedAt: new Date(now),
        licenseNumber: `END-${String(index).padStart(4, '0')}`,
        make: 'Volvo',
        model: 'V70',
        startPrice: 1000,
        minimumRaise: 100,
        trailerTransportable: false,
        vatDeductable: true,
        openBid: false,
        fixedEndTime: true,
        questionsAllowed: true,
        showInBasicAuction: true,
        showResponsibleSalesPeople: true,
      })),
    )
    .execute();
}

async function latenessOf(
  db: Db,
  count: number,
  upBeforeFirstEndMs: number,
): Promise<EndingLateness> {
  const rows = await db
    .selectFrom('auctionItems')
    .select(['endTime', 'endedAt'])
    .where('licenseNumber', 'like', 'END-%')
    .execute();
  const lateness = rows
    .filter((row) => row.endedAt !== null)
    .map((row) => row.endedAt!.getTime() - row.endTime.getTime())
    .sort((a, b) => a - b);
  const at = (p: number) =>
    lateness[Math.min(lateness.length - 1, Math.ceil(lateness.length * p) - 1)] ?? NaN;
  return {
    items: count,
    ended: lateness.length,
    p50: at(0.5),
    p95: at(0.95),
    // An item that did not end counts as never on time.
    p100: lateness.length < count ? Infinity : at(1),
    late: lateness.filter((ms) => ms > 1000).length + (count - lateness.length),
    upBeforeFirstEndMs,
  };
}

const waitUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/** On the embedded database: one server, as the product runs without PostgreSQL. */
export async function measureEndingOnPglite(port: number, count = 1000): Promise<EndingLateness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-ending-'));
  try {
    const handle = await openPglite({ dataDir });
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const firstEnd = Date.now() + leadMs;
    await insertEndingItems(handle.db, count, firstEnd);
    await handle.close();
    const server = await startServer(dataDir, port, { SEED_DEMO: 'never' });
    const upBeforeFirstEndMs = firstEnd - Date.now();
    await waitUntil(firstEnd + minuteMs + 5000);
    await server.stop();
    const after = await openPglite({ dataDir });
    try {
      return await latenessOf(after.db, count, upBeforeFirstEndMs);
    } finally {
      await after.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On PostgreSQL: `instances` servers share the work through the queue. */
export async function measureEndingOnPostgres(
  serverUrl: string,
  port: number,
  instances = 2,
  count = 1000,
): Promise<EndingLateness> {
  const name = `dealer_bench_ending_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createKysely(createPool({ connectionString: url.toString(), max: 2 }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-ending-pg-'));
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const firstEnd = Date.now() + leadMs;
    await insertEndingItems(db, count, firstEnd);
    const servers = [];
    for (let index = 0; index < instances; index++)
      servers.push(
        await startServer(dataDir, port + index, {
          DATABASE_URL: url.toString(),
          SEED_DEMO: 'never',
        }),
      );
    const upBeforeFirstEndMs = firstEnd - Date.now();
    await waitUntil(firstEnd + minuteMs + 5000);
    await Promise.all(servers.map((server) => server.stop()));
    return await latenessOf(db, count, upBeforeFirstEndMs);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

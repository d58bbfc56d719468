import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig, type Config } from '../src/config.js';
import {
  createKysely,
  createPool,
  openPglite,
  pgliteExtensions,
  type Db,
} from '../src/db/database.js';
import { PgliteEventBus, PostgresEventBus, type EventBus } from '../src/live/event-bus.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  events: EventBus;
  /** PostgreSQL address of this test's database (null on PGlite). */
  databaseUrl: string | null;
  /** The node-postgres pool under `db` (the job queue's connection on PGlite). */
  pool: pg.Pool;
  clock: ManualClock;
  config: Config;
  /** Signs in and answers the Cookie header value. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

interface PreparedDatabase {
  db: Db;
  events: EventBus;
  /** The PostgreSQL address of this copy (none for PGlite), for tests that start a second server. */
  url: string | null;
  pool: pg.Pool;
  close(): Promise<void>;
}

async function openPreparedDatabase(backend: Backend): Promise<PreparedDatabase> {
  if (backend === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDumpPath'));
    const pglite = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: pgliteExtensions,
    });
    const handle = await openPglite({ pglite });
    const events = await new PgliteEventBus(handle.db, pglite).start();
    return {
      db: handle.db,
      events,
      url: null,
      pool: handle.pool,
      close: async () => {
        await events.close();
        await handle.close();
        await pglite.close();
      },
    };
  }
  const template = inject('postgresTemplate')!;
  const database = `${template.database}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${database}`;
  const pool = createPool({ connectionString: url.toString(), max: 10 });
  const db = createKysely(pool);
  const events = await new PostgresEventBus(db, url.toString()).start();
  return {
    db,
    events,
    url: url.toString(),
    pool,
    close: async () => {
      await events.close();
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: template.url });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** A server on its own copy of the demo database, with a clock the test moves. */
export async function createTestContext(
  backend: Backend,
  environment: Record<string, string> = {},
  options: { serveWebApp?: boolean } = {},
): Promise<TestContext> {
  const database = await openPreparedDatabase(backend);
  const clock = new ManualClock(new Date());
  // TEST_LOG=error (or debug...) shows the server's log while debugging a test.
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    DATA_DIR: '/tmp/dealer-unused',
    // Tests change callers' grounds straight in the database and ask at once; on PostgreSQL the
    // cache's clearing NOTIFY may arrive a moment later. Its own tests turn it on.
    CALLER_CACHE_SECONDS: '0',
    ...environment,
  });
  const app = await buildApp(
    { db: database.db, clock, config, events: database.events },
    { serveWebApp: options.serveWebApp ?? false, logger: Boolean(process.env.TEST_LOG) },
  );
  await app.ready();
  return {
    app,
    db: database.db,
    events: database.events,
    databaseUrl: database.url,
    pool: database.pool,
    clock,
    config,
    async signIn(email, password = 'demo1234') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
      return `sid=${cookie!.value}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { CamelCaseRowsPlugin } from './camel-case-rows.js';
import { migrationProvider } from './migrations/index.js';
import { registerPool } from './pipelined-transaction.js';
import { prepareStatementsOf } from './prepared-statements.js';
import type { Database } from './schema.js';

// timestamptz and bigint come back as Date and string; counts are cast in SQL where needed.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
// Decimals (vehicle tax, battery capacity...) have two places at most: a JS number holds them exactly enough.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

/** The PostgreSQL extensions the migrations create, as PGlite loads them (every PGlite open). */
export const pgliteExtensions = { pg_trgm };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the embedded database was created by this start (so demo data may go in). */
  isNew: boolean;
  /** The PGlite instance, for tests that dump or load it. */
  pglite?: PGlite;
  /** The node-postgres pool under `db` (the job queue runs its statements through it on PGlite). */
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool whose idle connections may drop (a server restart, an administrator's terminate): the
 * pool replaces them on next use, so the error is noted, never left to crash the process.
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  // Pipeline mode sends a statement without waiting for the answers ahead of it; kysely still
  // waits for each, so only `pipelinedTransaction` overlaps its sends (pipelined-transaction.ts).
  const pool = new pg.Pool({ pipeline: true, ...config });
  pool.on('error', (error) =>
    console.warn(`database: an idle connection was closed (${error.message})`),
  );
  return pool;
}

const kyselyOver = (pool: PostgresPool): Db =>
  new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCaseRowsPlugin()],
  });

/** The app's Kysely over `pool`; its pipelined transactions take their connections from it. */
export function createKysely(pool: pg.Pool): Db {
  const db = kyselyOver(pool);
  registerPool(db, pool, (client) => {
    // One connection lent for a whole transaction: kysely's per-query release is not the end.
    // `query` is looked up on each call: a pipelined transaction holds BEGIN back until the
    // first query is queued, and learns of it through the client's own `query`.
    const query = ((...args: unknown[]) =>
      (client.query as (...queryArgs: unknown[]) => unknown).apply(
        client,
        args,
      )) as typeof client.query;
    const lent = { query, release: () => undefined };
    return kyselyOver({ connect: () => Promise.resolve(lent), end: () => Promise.resolve() });
  });
  return db;
}

/** Opens PostgreSQL at `url`; its connections prepare their statements (prepared-statements.ts). */
export function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = createPool({ connectionString: url, max: poolSize });
  pool.on('connect', prepareStatementsOf);
  const db = createKysely(pool);
  return { db, kind: 'postgres', isNew: false, pool, close: () => db.destroy() };
}

/**
 * Opens the embedded PGlite database in `dataDir/db` (created when missing), or a given PGlite
 * instance. PGlite is one connection, so node-postgres's pool holds one client over it.
 */
export async function openPglite(
  source: { dataDir: string } | { pglite: PGlite },
): Promise<DatabaseHandle> {
  let pglite: PGlite;
  let isNew = false;
  if ('pglite' in source) {
    pglite = source.pglite;
  } else {
    const directory = path.join(source.dataDir, 'db');
    isNew = !fs.existsSync(path.join(directory, 'PG_VERSION'));
    fs.mkdirSync(directory, { recursive: true });
    pglite = await PGlite.create(directory, { extensions: pgliteExtensions });
  }
  const pool = createPool({ ...createPgConfig(pglite), max: 1 });
  const db = createKysely(pool);
  return {
    db,
    kind: 'pglite',
    isNew,
    pglite,
    pool,
    close: async () => {
      await db.destroy();
      if (!('pglite' in source)) await pglite.close();
    },
  };
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** One trivial read: the database answers (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectFrom('products').select('id').limit(1).execute();
}

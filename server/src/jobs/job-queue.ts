import { createRequire } from 'node:module';
import { CompiledQuery, sql } from 'kysely';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobScheduler } from '../app-context.js';
import type { DatabaseHandle, Db } from '../db/database.js';

/** pg-boss keeps its tables in a schema of its own (created and migrated by `start`). */
export const jobSchema = 'pgboss';

/** The schema version this pg-boss installs and migrates to (24 for pg-boss 10). */
export const jobSchemaVersion: number = (
  createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }
).schema;

/**
 * Drops the `pgboss` schema when a newer pg-boss made it (main ran pg-boss 12, schema 46, for a
 * while): pg-boss migrates forward only and would run on tables it does not know. The schema
 * holds nothing that is not made again: each instance restarts its job chains at start, the
 * ending sweep reads the items, mail waits in `mail_outbox`. Under pg-boss's own advisory lock,
 * so it never runs while another instance creates or migrates the schema. Answers whether it
 * dropped.
 */
export async function dropNewerJobSchema(db: Db): Promise<boolean> {
  const lockKey = `.pgboss.${jobSchema}`;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(
      ('x' || encode(sha224((current_database() || ${lockKey})::bytea), 'hex'))::bit(64)::bigint)`.execute(
      trx,
    );
    const { rows: tables } = await sql<{ present: boolean }>`
      select to_regclass(${`${jobSchema}.version`}) is not null as present`.execute(trx);
    if (!tables[0]?.present) return false;
    const { rows } = await sql<{ version: number | null }>`
      select max(version)::int as version from ${sql.table(`${jobSchema}.version`)}`.execute(trx);
    if ((rows[0]?.version ?? 0) <= jobSchemaVersion) return false;
    await sql`drop schema ${sql.id(jobSchema)} cascade`.execute(trx);
    return true;
  });
}

/** The queue of the ending sweep (start-jobs.ts). */
export const endingQueue = 'end-due-items';

/** How a queue retries a failed job: 3 more tries, 1–2 s, 2–4 s, 4–8 s apart (docs/decisions.md). */
export const retryPolicy = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
} satisfies PgBoss.RetryOptions;

/**
 * pg-boss over the application's own node-postgres pool. On PGlite that pool is the one client of
 * the one embedded connection, so pg-boss's statements queue behind the application's
 * transactions instead of running inside one of them. A statement list without parameters
 * (pg-boss's migrations and locked blocks) answers one result per statement: their rows are
 * joined.
 */
export function poolDatabase(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text, values) {
      type Rows = pg.QueryResult<Record<string, unknown>>;
      const result = (await pool.query(text, values)) as unknown as Rows | Rows[];
      return Array.isArray(result)
        ? { rows: result.flatMap((part): unknown[] => part.rows ?? []) }
        : { rows: result.rows };
    },
  };
}

/** pg-boss's statements on a Kysely transaction (or database): a `send` that commits with it. */
export function kyselyDatabase(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows };
    },
  };
}

export interface JobQueueOptions {
  /** PostgreSQL: pg-boss opens its own small pool to this address. */
  url?: string;
  /** Connections of pg-boss's own pool on PostgreSQL. */
  poolSize?: number;
  /** Seconds between pg-boss's maintenance passes (expiry, archiving and deleting finished jobs). */
  maintenanceIntervalSeconds?: number;
  /** Seconds between pg-boss's looks at its cron entries (30 unless a test wants it sooner). */
  cronIntervalSeconds?: number;
}

/**
 * A pg-boss instance on the application's database: its own pool on PostgreSQL, the embedded
 * database's single client on PGlite. Not started: call `start()` (which installs or migrates the
 * `pgboss` schema) and `stop()`.
 */
export function createJobQueue(
  database: Pick<DatabaseHandle, 'kind' | 'pool'>,
  options: JobQueueOptions = {},
): PgBoss {
  const common = {
    schema: jobSchema,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(options.cronIntervalSeconds ?? 5, 5),
    // Finished runs are of no later interest: moved to the archive after a minute (pg-boss's
    // cron needs at least 60 s here) and deleted from it a minute later.
    archiveCompletedAfterSeconds: 60,
    deleteAfterSeconds: 60,
  };
  if (database.kind === 'postgres') {
    if (!options.url) throw new Error('createJobQueue: PostgreSQL needs the database address');
    return new PgBoss({
      ...common,
      connectionString: options.url,
      max: options.poolSize ?? 3,
      application_name: 'dealer-jobs',
    });
  }
  return new PgBoss({ ...common, db: poolDatabase(database.pool) });
}

/**
 * What changes queue, each in its own transaction (pg-boss's `db` option on the transaction):
 * the job exists if and only if the change commits. An item's new end queues a run of the
 * ending sweep at that end, one per distinct end (`short` policy: one queued job per key).
 */
export const schedulerOf = (boss: PgBoss): JobScheduler => ({
  async endingAt(trx, end) {
    await boss.send(
      endingQueue,
      {},
      {
        singletonKey: `end ${end.toISOString()}`,
        startAfter: end,
        db: kyselyDatabase(trx),
      },
    );
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  createKysely,
  createPool,
  migrateToLatest,
  openPglite,
  pgliteExtensions,
} from '../src/db/database.js';
import { seedDemo } from '../src/cli/demo/seed-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: { url: string; database: string } | null;
  }
}

/**
 * Prepares one migrated, demo-seeded database for the whole run (a fresh PGlite costs seconds):
 * a PGlite dump every test file loads, and, when TEST_DATABASE_URL is set, a PostgreSQL template
 * database every test file copies. Both are removed at the end.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openPglite({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await handle.close();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpPath = path.join(workDir, 'prepared.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  // CI always has PostgreSQL (.ci/run starts one): the concurrency and two-instance tests must
  // run there, never skip.
  if (!url && process.env.CI)
    throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests cannot run.');
  let template: { url: string; database: string } | null = null;
  if (url) {
    const database = `dealer_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${database}`;
    const db = createKysely(createPool({ connectionString: templateUrl.toString(), max: 2 }));
    await migrateToLatest(db);
    await seedDemo(db);
    await db.destroy();
    template = { url, database };
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    if (!template) return;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${template.database}%`],
    );
    for (const row of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

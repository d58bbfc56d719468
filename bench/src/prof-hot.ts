// Temporary: profile the hot item path (not committed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { measureBareLoop, measureHotItem, prepareBiddingDatabase } from './measure-bidding.js';
import { root } from './measure-startup.js';

const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await prepareBiddingDatabase(serverUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-prof-'));
const port = 9301;
const profile = process.env.PROF === '1';
const child = spawn(process.execPath, [...(profile ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: database.url, SEED_DEMO: 'never', API_RATE_LIMIT_PER_MINUTE: '1000000' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) { try { if ((await fetch(base + '/healthz')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const c = Number(process.env.C ?? 8);
await measureHotItem(base, database, c, 3000);
await measureBareLoop(database.url, c, 2000);
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  const hot = await measureHotItem(base, database, c, 5000);
  const bare = await measureBareLoop(database.url, c, 5000);
  console.log(JSON.stringify({ hot, bare, ratio: hot.acceptedPerSecond / bare.committedPerSecond }));
}
if (process.env.COUNT === '1') {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: database.url }); await client.connect();
  const r = await client.query("select calls, left(query, 110) q from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) order by calls desc limit 25").catch((e) => ({ rows: [String(e)] }));
  console.log(r.rows); await client.end();
}
await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
await database.drop();

// npm run bench — the figures the issues ask for, each next to a bare baseline from the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureMedia, measureUploadMemoryWith, mediaRows } from './measure-media.js';
import { residentMegabytes, startServer } from './measure-startup.js';
import { firstLoadJavaScriptGzipBytes } from './measure-web.js';
import { measureHub, measureRawBroadcast } from './measure-hub.js';
import { measureItemsApi } from './measure-list.js';
import { measureListPage } from './measure-list-page.js';
import { prepareItemsDatabase } from './prepare-items.js';

const port = 18_000 + Math.floor(Math.random() * 1000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

// 1. Start-up: the first start creates the embedded database and demo data; later starts reuse it.
const first = await startServer(dataDir, port);
await first.stop();
const starts: number[] = [];
let idleRss = 0;
for (let run = 0; run < 5; run++) {
  const server = await startServer(dataDir, port);
  starts.push(server.startupMs);
  if (run === 4) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idleRss = residentMegabytes(server.pid);
  }
  await server.stop();
}
const bareNode = await (async () => {
  const { spawnSync } = await import('node:child_process');
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    times.push(performance.now() - started);
  }
  return median(times);
})();

// 2. Requests: GetCurrentUser through the whole HTTP path vs /healthz (one tiny query) in the same run.
const server = await startServer(dataDir, port);
const base = `http://127.0.0.1:${port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'seller@demo.test', password: 'demo1234' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
async function timeRequests(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  for (let request = 0; request < count; request++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}
await timeRequests(`${base}/api/User/GetCurrentUser`, { cookie }, 50);
const currentUser = await timeRequests(`${base}/api/User/GetCurrentUser`, { cookie }, 500);
const health = await timeRequests(`${base}/healthz`, {}, 500);
const media = await measureMedia(base, cookie, server.pid);
await server.stop();
const arenaLimitedRss = await measureUploadMemoryWith(dataDir, port, { MALLOC_ARENA_MAX: '2' });
fs.rmSync(dataDir, { recursive: true, force: true });

// 3. The same server on PostgreSQL (BENCH_DATABASE_URL, an empty or migrated database): its memory.
let postgresRss: number | null = null;
if (process.env.BENCH_DATABASE_URL) {
  const onPostgres = await startServer(dataDir, port, {
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    SEED_DEMO: 'never',
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  postgresRss = residentMegabytes(onPostgres.pid);
  await onPostgres.stop();
}

// 4. Lists and live (ARCHITECTURE 7): 10,000 published items; one change to 5,000 hub clients.
const listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-list-'));
await prepareItemsDatabase(listDir, 10_000);
const listServer = await startServer(listDir, port + 1);
const listBase = `http://127.0.0.1:${port + 1}`;
const signInAs = async (email: string) => {
  const response = await fetch(`${listBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
};
const buyerCookie = await signInAs('buyer@demo.test');
const sellerCookie = await signInAs('seller@demo.test');
const itemsApi = await measureItemsApi(listBase, buyerCookie);
const listPage = await measureListPage(listBase, 'volvo');
const hubClients = Number(process.env.BENCH_HUB_CLIENTS ?? 5000);
const change = () =>
  fetch(`${listBase}/api/AuctionItems/1/UpdateFiles`, {
    method: 'PATCH',
    headers: { cookie: sellerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ fileUpdates: [] }),
  });
const hub = await measureHub(listBase, buyerCookie, change, hubClients);
const hubRss = residentMegabytes(listServer.pid);
for (const socket of hub.sockets) socket.terminate();
await listServer.stop();
fs.rmSync(listDir, { recursive: true, force: true });
const raw = await measureRawBroadcast(hubClients);

const web = firstLoadJavaScriptGzipBytes('src/features/items/components/items-page.tsx');
const rows: Array<[string, string, string]> = [
  [
    'start-up to /healthz, existing data dir (median of 5)',
    `${median(starts).toFixed(0)} ms`,
    `bare node start ${bareNode.toFixed(0)} ms`,
  ],
  ['first start (creates database + demo data)', `${first.startupMs.toFixed(0)} ms`, ''],
  ['idle RSS of the server, embedded PGlite', `${idleRss.toFixed(0)} MB`, ''],
  [
    'idle RSS of the server, PostgreSQL',
    postgresRss === null ? 'set BENCH_DATABASE_URL' : `${postgresRss.toFixed(0)} MB`,
    '',
  ],
  [
    'GetCurrentUser p50 / p99 (embedded db, sequential)',
    `${percentile(currentUser, 0.5).toFixed(2)} / ${percentile(currentUser, 0.99).toFixed(2)} ms`,
    `/healthz ${percentile(health, 0.5).toFixed(2)} / ${percentile(health, 0.99).toFixed(2)} ms`,
  ],
  [
    'first load of the items page: JavaScript, gzipped',
    `${(web.bytes / 1024).toFixed(1)} KB (${web.files.length} files)`,
    'budget 350 KB',
  ],
  ...mediaRows(media, arenaLimitedRss),
];
rows.push(
  [
    `items API, ${itemsApi.rows} rows visible of 10,000: p50 / p99`,
    `${itemsApi.p50.toFixed(1)} / ${itemsApi.p99.toFixed(1)} ms`,
    `${(itemsApi.bytes / 1024).toFixed(0)} KB JSON; /healthz p50 ${itemsApi.healthP50.toFixed(2)} ms`,
  ],
  [
    `one change to ${hubClients} hub clients: p50 / p99 (${hub.received} received)`,
    `${hub.p50.toFixed(0)} / ${hub.p99.toFixed(0)} ms`,
    `raw ws broadcast ${raw.p50.toFixed(0)} / ${raw.p99.toFixed(0)} ms`,
  ],
  [`server RSS with ${hubClients} hub connections`, `${hubRss.toFixed(0)} MB`, ''],
  ...(listPage
    ? ([
        [
          'items page, 10,000 items: navigation to first rows',
          `${listPage.firstRowsMs.toFixed(0)} ms`,
          `longest frame ${listPage.firstRowsLongestFrameMs.toFixed(0)} ms (goal ≤ 100)`,
        ],
        [
          'items page: free-text filter until the count updates',
          `${listPage.filterMs.toFixed(0)} ms`,
          `longest frame ${listPage.filterLongestFrameMs.toFixed(0)} ms (${listPage.frameSource})`,
        ],
      ] as Array<[string, string, string]>)
    : [['items page in a browser', 'Chromium not found', ''] as [string, string, string]]),
);
for (const [name, value, baseline] of rows)
  console.log(`${name.padEnd(56)} ${value.padEnd(26)} ${baseline}`);

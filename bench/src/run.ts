// npm run bench — the figures the issues ask for, each next to a bare baseline from the same run.
// BENCH_ONLY=startup,lists,bidding,storm,ending,accessibility,admin,questions,lighthouse,targetgroups runs some sections;
// BENCH_DATABASE_URL adds the PostgreSQL ones; BENCH_BID_ITEMS sets the bidding database's items (1,001).
// To find causes: BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers,
// BENCH_LIGHTHOUSE_REPORTS=dir keeps the mobile runs' whole Lighthouse reports; BENCH_LIGHTHOUSE_RUNS
// sets how many mobile runs of each page give its median (3).
import fs from 'node:fs';
import { liveReconnectJitterMs, minimumBid } from '@dealer/domain';
import os from 'node:os';
import path from 'node:path';
import { measureMedia, measureUploadMemoryWith, mediaRows } from './measure-media.js';
import { cpuPerRequest, startCpuUse } from './measure-cpu.js';
import { residentMegabytes, startServer } from './measure-startup.js';
import { firstLoadJavaScriptGzipBytes } from './measure-web.js';
import { measureHub, measureRawBroadcast } from './measure-hub.js';
import {
  measureChangedList,
  measureItemsApi,
  measureReconnectReload,
  measureWholeListRead,
} from './measure-list.js';
import { measureListPage } from './measure-list-page.js';
import { prepareItemsDatabase, prepareItemsOnPostgres } from './prepare-items.js';
import {
  measureEndingOnPglite,
  measureEndingOnPostgres,
  type EndingLateness,
} from './measure-ending.js';
import {
  measureBareLoop,
  measureHotItem,
  measureOpenLoop,
  prepareBiddingDatabase,
} from './measure-bidding.js';
import { createSessions, measureReconnectStorm } from './measure-storm.js';
import { addBidAuditRows, insertBidAuditRows, measureAdmin } from './measure-admin.js';
import { measureQuestionToSeller } from './measure-questions.js';
import {
  lighthouseAttempts,
  measureMobilePerformance,
  measureSettingsAccessibility,
} from './measure-lighthouse.js';
import { measureTargetGroupChange } from './measure-target-groups.js';

type Row = [string, string, string];
const port = 18_000 + Math.floor(Math.random() * 1000);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wants = (section: string) => !only || only.includes(section);
const hubClients = Number(process.env.BENCH_HUB_CLIENTS ?? 5000);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
// A figure that could not be measured (no samples) reads "–", not a crash of the whole run.
const milliseconds = (p50: number | undefined, p99: number | undefined, digits = 0) =>
  `${p50?.toFixed(digits) ?? '–'} / ${p99?.toFixed(digits) ?? '–'} ms`;

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

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

/** Start-up, memory, request latency and media on the embedded database. */
async function startupSection(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-'));
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
  const { spawnSync } = await import('node:child_process');
  const bareStarts: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    bareStarts.push(performance.now() - started);
  }
  // GetCurrentUser through the whole HTTP path vs /healthz (one tiny query) in the same run.
  const server = await startServer(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signIn(base, 'seller@demo.test');
  await timeRequests(`${base}/api/User/GetCurrentUser`, { cookie }, 50);
  const currentUser = await timeRequests(`${base}/api/User/GetCurrentUser`, { cookie }, 500);
  const health = await timeRequests(`${base}/healthz`, {}, 500);
  const media = await measureMedia(base, cookie, server.pid);
  await server.stop();
  const arenaLimitedRss = await measureUploadMemoryWith(dataDir, port, { MALLOC_ARENA_MAX: '2' });
  fs.rmSync(dataDir, { recursive: true, force: true });

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
  const web = firstLoadJavaScriptGzipBytes('items');
  const itemWeb = firstLoadJavaScriptGzipBytes('item');
  return [
    [
      'start-up to /healthz, existing data dir (median of 5)',
      `${median(starts).toFixed(0)} ms`,
      `bare node start ${median(bareStarts).toFixed(0)} ms`,
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
      milliseconds(percentile(currentUser, 0.5), percentile(currentUser, 0.99), 2),
      `/healthz ${milliseconds(percentile(health, 0.5), percentile(health, 0.99), 2)}`,
    ],
    [
      'first load of the items page: JavaScript, gzipped',
      `${(web.bytes / 1024).toFixed(1)} KB (${web.files.length} files)`,
      `${(web.brotliBytes / 1024).toFixed(1)} KB in Brotli as sent (goal ≤ 250 KB gzipped)`,
    ],
    [
      'first load of an item page: JavaScript, gzipped',
      `${(itemWeb.bytes / 1024).toFixed(1)} KB (${itemWeb.files.length} files)`,
      `${(itemWeb.brotliBytes / 1024).toFixed(1)} KB in Brotli as sent (a buyer's; no goal of its own)`,
    ],
    ...mediaRows(media, arenaLimitedRss),
  ];
}

/** The list's whole read on PostgreSQL, where the query does not run on the server's thread. */
async function wholeListReadOnPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const database = await prepareItemsOnPostgres(serverUrl, 'list', 10_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-list-pg-'));
  try {
    const server = await startServer(dataDir, port + 9, {
      DATABASE_URL: database.url,
      SEED_DEMO: 'never',
    });
    try {
      const base = `http://127.0.0.1:${port + 9}`;
      return await measureWholeListRead(base, await signIn(base, 'buyer@demo.test'));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lists and live (ARCHITECTURE 7): 10,000 published items; one change to 5,000 hub clients. */
async function listsSection(): Promise<Row[]> {
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-list-'));
  await prepareItemsDatabase(listDir, 10_000);
  const listServer = await startServer(listDir, port + 1);
  const listBase = `http://127.0.0.1:${port + 1}`;
  const buyerCookie = await signIn(listBase, 'buyer@demo.test');
  const sellerCookie = await signIn(listBase, 'seller@demo.test');
  const wholeRead = await measureWholeListRead(listBase, buyerCookie);
  const itemsApi = await measureItemsApi(listBase, buyerCookie);
  const listPage = await measureListPage(listBase, 'volvo');
  const change = () =>
    fetch(`${listBase}/api/AuctionItems/1/UpdateFiles`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUpdates: [] }),
    });
  // A files change to a published item is announced as RefreshAuctionItem (spec 4).
  const hub = await measureHub(
    listBase,
    buyerCookie,
    change,
    hubClients,
    5,
    '"RefreshAuctionItem"',
  );
  const hubRss = residentMegabytes(listServer.pid);
  for (const socket of hub.sockets) socket.terminate();
  // Another buyer bids on 99 items while this one is away.
  const traderCookie = await signIn(listBase, 'trader@demo.test');
  const trader = (await (
    await fetch(`${listBase}/api/User/GetCurrentUser`, { headers: { cookie: traderCookie } })
  ).json()) as { selectedOrganisationId: number };
  const bidOn = (row: {
    id: number;
    priceNow: number | null;
    startPrice: number | null;
    minimumRaise: number | null;
  }) =>
    fetch(`${listBase}/api/AuctionItems/${row.id}/Bid`, {
      method: 'POST',
      headers: { cookie: traderCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        auctionItemId: row.id,
        price: minimumBid(row, row.priceNow),
        organisationId: trader.selectedOrganisationId,
      }),
    });
  const reload = await measureReconnectReload(listBase, buyerCookie, bidOn, 99);
  // A bid on one item before each call: the 99 bids above moved those items' prices.
  const openRows = (
    (await (
      await fetch(`${listBase}/api/AuctionItems`, { headers: { cookie: buyerCookie } })
    ).json()) as Array<{
      id: number;
      isEnded: boolean;
      priceNow: number | null;
      startPrice: number | null;
      minimumRaise: number | null;
    }>
  )
    .filter((row) => !row.isEnded)
    .slice(200);
  const changedList = await measureChangedList(listBase, buyerCookie, (run) =>
    bidOn(openRows[run]!),
  );
  await listServer.stop();
  fs.rmSync(listDir, { recursive: true, force: true });
  const raw = await measureRawBroadcast(hubClients);
  const wholeReadOnPostgres = await wholeListReadOnPostgres();
  const wholeReadRow = (read: { ms: number; longestHealthMs: number }, database: string): Row => [
    `the list's whole read (after a start, and each minute), ${database}: the call / longest /healthz meanwhile`,
    `${read.ms.toFixed(0)} / ${read.longestHealthMs.toFixed(0)} ms`,
    `/healthz alone p50 ${itemsApi.healthP50.toFixed(2)} ms; a bid on this instance waits as long${database === 'PGlite' ? "; PGlite's queries run on the server's thread" : ''}`,
  ];
  return [
    [
      `items API, ${itemsApi.rows} rows visible of 10,000, Brotli: p50 / p99`,
      milliseconds(itemsApi.p50, itemsApi.p99, 1),
      `uncompressed ${milliseconds(itemsApi.plainP50, itemsApi.plainP99, 1)}; /healthz p50 ${itemsApi.healthP50.toFixed(2)} ms (goal p99 < 100 ms)`,
    ],
    wholeReadRow(wholeRead, 'PGlite'),
    wholeReadOnPostgres
      ? wholeReadRow(wholeReadOnPostgres, 'PostgreSQL')
      : ["the list's whole read on PostgreSQL", 'set BENCH_DATABASE_URL', ''],
    [
      'items API after each change (a bid before every call), as a browser asks: p50 / p99',
      milliseconds(changedList.p50, changedList.p99, 1),
      `the list patched, tagged and compressed again each time: ${(changedList.wireBytes / 1024).toFixed(0)} KB in ${changedList.encodings}${changedList.refused ? `; ${changedList.refused} bids refused` : ''} (goal p99 < 100 ms)`,
    ],
    [
      'items API on the wire: Brotli / gzip (from kept pieces)',
      `${(itemsApi.wire.br / 1024).toFixed(0)} / ${(itemsApi.wire.gzip / 1024).toFixed(0)} KB`,
      `uncompressed ${(itemsApi.wire.plain / 1024).toFixed(0)} KB; unchanged list revalidated: ${itemsApi.wire.revalidation} B (goal cold ≤ 1 MB)`,
    ],
    [
      `list reload after a reconnect, ${reload.accepted} items bid on (${reload.isDelta ? `${reload.rows} rows in the delta` : 'no delta!'})`,
      `${(reload.wireBytes / 1024).toFixed(1)} KB in ${reload.ms.toFixed(0)} ms`,
      `the whole list ${(itemsApi.wire.br / 1024).toFixed(0)} KB in Brotli (goal ≤ 50 KB)`,
    ],
    [
      `one change to ${hubClients} hub clients: p50 / p99 (${hub.received} received)`,
      milliseconds(hub.p50, hub.p99),
      `raw ws broadcast ${milliseconds(raw.p50, raw.p99)}; the change's own request answered in ${hub.changeAnsweredMs.toFixed(0)} ms (p50), part of each delay`,
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
        ] as Row[])
      : [['items page in a browser', 'Chromium not found', ''] as Row]),
  ];
}

/** A reconnect storm on PostgreSQL (issue 10): every hub client at once while bids go on. */
async function stormSection(): Promise<Row[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return [['reconnect storm on PostgreSQL', 'set BENCH_DATABASE_URL', '']];
  const database = await prepareBiddingDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-storm-'));
  const server = await startServer(dataDir, port + 3, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'never',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const base = `http://127.0.0.1:${port + 3}`;
  try {
    await measureOpenLoop(base, database, 100, 3000);
    // The web's screens, which spread their return over their reconnect jitter; then the worst
    // case, every client in the same millisecond. Each storm has sessions of its own to mark.
    const rows: Row[] = [];
    for (const [name, spreadMs] of [
      ['as the web reconnects (jitter under 1 s)', liveReconnectJitterMs],
      ['all in the same millisecond', 0],
    ] as const) {
      const cookies = await createSessions(database, hubClients);
      const storm = await measureReconnectStorm(base, database, cookies, spreadMs);
      rows.push([
        `reconnect storm, ${storm.clients} hub clients ${name}, bids at 100/s: p99 during`,
        `${storm.stormP99.toFixed(1)} ms`,
        `p99 before ${storm.quietP99.toFixed(1)} ms; all connected in ${(storm.allConnectedMs / 1000).toFixed(1)} s, ${storm.failed} failed${storm.listenOverflows === null ? '' : `; ${storm.listenOverflows} listen-queue overflows (TcpExt ListenOverflows)`} (goal p99 < 100 ms, all within 10 s)`,
      ]);
      const fresh = storm.newConnectionBids;
      rows.push([
        `  the same storm: a bid on a connection opened for it (every 100 ms, ${fresh.count} bids)`,
        `${fresh.medianMs.toFixed(1)} ms`,
        `median; slowest ${fresh.maxMs.toFixed(1)} ms (no goal: a bidder back after a deploy)`,
      ]);
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** Bidding on PostgreSQL (issue 5): one hot item, an open-loop load, bid to screen. */
async function biddingSection(): Promise<Row[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return [['bidding on PostgreSQL', 'set BENCH_DATABASE_URL', '']];
  const database = await prepareBiddingDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-bid-'));
  const server = await startServer(dataDir, port + 2, {
    DATABASE_URL: database.url,
    SEED_DEMO: 'never',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const base = `http://127.0.0.1:${port + 2}`;
  try {
    const concurrency = Number(process.env.BENCH_BID_CONCURRENCY ?? 8);
    // Warm-ups (connections, prepared statements, JIT), then the hot item and its bare baseline
    // in turns, three times each; the medians are reported, as this machine's load varies.
    await measureHotItem(base, database, concurrency, 3000);
    await measureBareLoop(database.url, concurrency, 2000);
    const hotRuns = [];
    const bareRuns = [];
    for (let round = 0; round < 3; round++) {
      hotRuns.push(await measureHotItem(base, database, concurrency, 5000));
      bareRuns.push(await measureBareLoop(database.url, concurrency, 5000));
    }
    const hot = {
      acceptedPerSecond: median(hotRuns.map((run) => run.acceptedPerSecond)),
      processedPerSecond: median(hotRuns.map((run) => run.processedPerSecond)),
    };
    const bare = { committedPerSecond: median(bareRuns.map((run) => run.committedPerSecond)) };
    // Issue 9's figure (200 bids/s over 100 items), then issue 10's headroom (500/s over 1,000).
    await measureOpenLoop(base, database, 200, 5000, 100);
    let stopCpu = startCpuUse(server.pid);
    const open = await measureOpenLoop(base, database, 200, 30_000, 100);
    const openCpu = stopCpu();
    stopCpu = startCpuUse(server.pid);
    const spread = await measureOpenLoop(base, database, 500, 30_000, 1000);
    const spreadCpu = stopCpu();
    const buyerCookie = await signIn(base, 'buyer@demo.test');
    // Two other buyers take turns on the hot item, each bid a raise over the last.
    const top = (await (
      await fetch(`${base}/api/AuctionItems/${database.hotItemId}/topBids`, {
        headers: { 'x-api-key': database.buyers[0]!.apiKey },
      })
    ).json()) as Array<{ price: number }>;
    let hotPrice = top[0]?.price ?? 1000;
    let turn = 0;
    const bidOnHotItem = () => {
      turn = (turn + 1) % 2;
      hotPrice += 10;
      const buyer = database.buyers[500 + turn]!;
      return fetch(`${base}/api/AuctionItems/${database.hotItemId}/Bid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': buyer.apiKey },
        body: JSON.stringify({
          auctionItemId: database.hotItemId,
          price: hotPrice,
          organisationId: buyer.organisationId,
        }),
      });
    };
    const toScreen = await measureHub(base, buyerCookie, bidOnHotItem, hubClients, 5, '"NewBid"');
    for (const socket of toScreen.sockets) socket.terminate();

    return [
      [
        `one hot item, ${concurrency} bidders at once: accepted bids/s`,
        `${hot.acceptedPerSecond.toFixed(0)} /s (${hot.processedPerSecond.toFixed(0)} requests/s)`,
        `bare FOR UPDATE; UPDATE; INSERT loop ${bare.committedPerSecond.toFixed(0)} /s: ratio ${(hot.acceptedPerSecond / bare.committedPerSecond).toFixed(2)} (goal ≥ 1.0)`,
      ],
      [
        `open loop, 1,000 bidders on 100 items, 200 bids/s: p50 / p99`,
        milliseconds(open.p50, open.p99, 1),
        `max ${open.max.toFixed(0)} ms; ${open.requests} requests at ${open.achievedRate.toFixed(0)}/s, ${(open.acceptedShare * 100).toFixed(0)} % accepted; ${cpuPerRequest(openCpu, open.requests)} (goal p99 < 50 ms)`,
      ],
      [
        `open loop, 1,000 bidders on 1,000 items, 500 bids/s: p50 / p99`,
        milliseconds(spread.p50, spread.p99, 1),
        `max ${spread.max.toFixed(0)} ms; ${spread.requests} requests at ${spread.achievedRate.toFixed(0)}/s, ${(spread.acceptedShare * 100).toFixed(0)} % accepted; ${cpuPerRequest(spreadCpu, spread.requests)} (goal p99 < 50 ms)`,
      ],
      [
        `a bid to ${hubClients} hub clients: p50 / p99 (${toScreen.received} received)`,
        milliseconds(toScreen.p50, toScreen.p99),
        'goal p99 < 250 ms',
      ],
    ];
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ending on time (issue 9): 1,000 items end in the same minute; goal p95 ≤ 1 s. */
async function endingSection(): Promise<Row[]> {
  const row = (label: string, lateness: EndingLateness): Row => [
    label,
    `${(lateness.p95 / 1000).toFixed(2)} / ${(lateness.p100 / 1000).toFixed(2)} s`,
    `p50 ${(lateness.p50 / 1000).toFixed(2)} s; ${lateness.ended} of ${lateness.items} ended, ${lateness.late} over 1 s; servers up ${(lateness.upBeforeFirstEndMs / 1000).toFixed(1)} s before the first end (goal p95 ≤ 1 s)`,
  ];
  // The two databases' endings run side by side: each is a minute of waiting, and a minute of
  // light load (1,000 endings) on a machine that runs both is the harder case, not an easier one.
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const [onPglite, onPostgres] = await Promise.all([
    measureEndingOnPglite(port + 3),
    serverUrl ? measureEndingOnPostgres(serverUrl, port + 4) : null,
  ]);
  const rows = [
    row(
      'ending lateness p95 / p100, 1,000 items in a minute, PGlite (beside PostgreSQL)',
      onPglite,
    ),
  ];
  rows.push(
    onPostgres
      ? row('ending lateness p95 / p100, same, PostgreSQL, 2 instances (beside PGlite)', onPostgres)
      : ['ending on PostgreSQL', 'set BENCH_DATABASE_URL', ''],
  );
  return rows;
}

type AdminFigures = Awaited<ReturnType<typeof measureAdmin>>;

const adminRows = (figures: AdminFigures, database: string): Row[] => [
  [
    `admin search over 100,000 items: p50 / p99, ${database}`,
    milliseconds(figures.search.p50, figures.search.p99, 1),
    'trigram index on the normalised licence number (goal < 100 ms)',
  ],
  [
    `audit log, 5,000 bids, first page: p50 / p99, ${database}`,
    milliseconds(figures.audit.p50, figures.audit.p99, 1),
    `${(figures.audit.bytes / 1024).toFixed(0)} KB of JSON (decompressed), newest 100 rows`,
  ],
  [
    `audit log, 5,000 bids, any page: p50 / p99, ${database}`,
    milliseconds(figures.audit.everyPage.p50, figures.audit.everyPage.p99, 1),
    `all ${figures.audit.wholeLog.rows} rows in ${figures.audit.wholeLog.pages} pages: ${figures.audit.wholeLog.ms.toFixed(0)} ms`,
  ],
];

/** Issue 13: the admin search over 100,000 items and the audit log of an item with 5,000 bids. */
async function adminSection(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-admin-'));
  const count = 100_000;
  await prepareItemsDatabase(dir, count);
  await addBidAuditRows(dir, 1, 5000);
  const server = await startServer(dir, port + 5);
  const base = `http://127.0.0.1:${port + 5}`;
  const figures = await measureAdmin(base, await signIn(base, 'admin@demo.test'), count, 1);
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  const rows = adminRows(figures, 'embedded PGlite');

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return [...rows, ['admin on PostgreSQL', 'set BENCH_DATABASE_URL', '']];
  const database = await prepareItemsOnPostgres(serverUrl, 'admin', count, (db) =>
    insertBidAuditRows(db, 1, 5000),
  );
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-admin-pg-'));
  try {
    const onPostgres = await startServer(mediaDir, port + 6, {
      DATABASE_URL: database.url,
      SEED_DEMO: 'never',
    });
    const pgBase = `http://127.0.0.1:${port + 6}`;
    const pgFigures = await measureAdmin(pgBase, await signIn(pgBase, 'admin@demo.test'), count, 1);
    await onPostgres.stop();
    return [...rows, ...adminRows(pgFigures, 'PostgreSQL')];
  } finally {
    await database.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

/** Runs `work` against a server of its own, on a fresh embedded database with the demo data. */
async function withDemoServer<T>(
  name: string,
  portOffset: number,
  work: (base: string) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-bench-${name}-`));
  const server = await startServer(dir, port + portOffset);
  try {
    return await work(`http://127.0.0.1:${port + portOffset}`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Issue 11: a buyer's question to 1,000 of the seller's open screens, embedded database. */
function questionsSection(): Promise<Row[]> {
  return withDemoServer('questions', 6, async (base) => {
    const clients = Number(process.env.BENCH_QUESTION_CLIENTS ?? 1000);
    const cookies = {
      seller: await signIn(base, 'seller@demo.test'),
      buyer: await signIn(base, 'buyer@demo.test'),
    };
    const toSeller = await measureQuestionToSeller(base, cookies, 'Demo Autotalo Oy', clients);
    for (const socket of toSeller.sockets) socket.terminate();
    const raw = await measureRawBroadcast(clients);
    return [
      [
        `a question to ${clients} seller screens: p50 / p99 (${toSeller.received} received)`,
        milliseconds(toSeller.p50, toSeller.p99),
        `bare ws broadcast ${milliseconds(raw.p50, raw.p99)}`,
      ],
    ];
  });
}

/** Lighthouse's accessibility audit of every settings page (issue 12, goal 100). */
function accessibilitySection(): Promise<Row[]> {
  return withDemoServer('accessibility', 8, async (base): Promise<Row[]> => {
    const scores = await measureSettingsAccessibility(base, 'seller@demo.test');
    if (!scores) return [['Lighthouse accessibility', 'Chromium not found', '']];
    return scores.map(({ path: page, score, failed }) => [
      `Lighthouse accessibility ${page}`,
      String(score),
      failed.length ? `failed: ${failed.join(', ')}` : 'goal 100',
    ]);
  });
}

/** Lighthouse's mobile performance of the items page and an item page with its photos (issue 10, goal ≥ 90). */
function lighthouseSection(): Promise<Row[]> {
  return withDemoServer('lighthouse', 6, async (base): Promise<Row[]> => {
    // A demo item with photos, as the buyer sees it.
    const cookie = await signIn(base, 'buyer@demo.test');
    const items = (await (
      await fetch(`${base}/api/AuctionItems`, { headers: { cookie } })
    ).json()) as { id: number; thumbnailUrl: string | null }[];
    const item = items.find((row) => row.thumbnailUrl !== null) ?? items[0]!;
    const mobile = await measureMobilePerformance(base, 'buyer@demo.test', [
      '/ilmoitukset',
      `/ilmoitukset/${item.id}`,
    ]);
    if (!mobile) return [['Lighthouse mobile performance', 'Chromium not found', '']];
    return mobile.map((figure): Row => [
      `Lighthouse mobile performance ${figure.path}`,
      String(figure.score),
      `${figure.error ? `failed ${lighthouseAttempts} times: ${figure.error}; ` : ''}median of runs ${figure.runScores.join(', ')}: FCP ${(figure.firstContentfulPaintMs / 1000).toFixed(1)} s, LCP ${(figure.largestContentfulPaintMs / 1000).toFixed(1)} s, TBT ${figure.totalBlockingTimeMs.toFixed(0)} ms, ${(figure.transferBytes / 1024).toFixed(0)} KiB; this machine's CPU benchmark ${figure.benchmarkIndex.toFixed(0)} (4× stands for a mid-tier phone at 1,500–2,000) (goal ≥ 90, LCP < 2.5 s)`,
    ]);
  });
}

/** Issue 12: a target group's members change; time until each open list hears of it. */
function targetGroupsSection(): Promise<Row[]> {
  return withDemoServer('groups', 7, async (base): Promise<Row[]> => {
    const rounds = 10;
    const figures = await measureTargetGroupChange(
      base,
      await signIn(base, 'seller@demo.test'),
      await signIn(base, 'buyer@demo.test'),
      hubClients,
      rounds,
    );
    return [
      [
        `target-group change to ${hubClients} open lists: p50 / p99 (${figures.received} received)`,
        milliseconds(figures.p50, figures.p99),
        `${rounds} changes (the list's organisation joins, leaves); then one item read p50 ${figures.itemReadP50.toFixed(1)} ms; embedded PGlite`,
      ],
    ];
  });
}

type Section = [string, () => Promise<Row[]>];

// One entry after another; the sections of one entry run side by side. The settings pages'
// audits no longer run beside the ending's minute: on a machine whose cores Chromium filled, the
// embedded database's endings came 1.1–4.9 s late at p95 (0.38 s alone), which measured the
// browser beside the product, not the product.
const sections: Section[][] = [
  [['admin', adminSection]],
  [['startup', startupSection]],
  [['lists', listsSection]],
  [['bidding', biddingSection]],
  [['storm', stormSection]],
  [['ending', endingSection]],
  [['accessibility', accessibilitySection]],
  [['questions', questionsSection]],
  [['lighthouse', lighthouseSection]],
  [['targetgroups', targetGroupsSection]],
];
const rows: Row[] = [];
const benchStarted = performance.now();
for (const entry of sections) {
  const results = await Promise.all(
    entry
      .filter(([name]) => wants(name))
      .map(async ([name, section]) => {
        const started = performance.now();
        const sectionRows = await section();
        // Each section's own time, so that the whole run's 10-minute budget can be kept section by section.
        console.error(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
        return sectionRows;
      }),
  );
  for (const sectionRows of results) rows.push(...sectionRows);
}
rows.push([
  'the whole bench run',
  `${((performance.now() - benchStarted) / 1000 / 60).toFixed(1)} min`,
  'goal under 10 min',
]);
for (const [name, value, baseline] of rows)
  console.log(`${name.padEnd(60)} ${value.padEnd(30)} ${baseline}`);

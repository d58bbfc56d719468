import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createToken, hashToken } from '../../server/src/modules/auth/tokens.js';
import {
  measureOpenLoop,
  sendBid,
  warmConnections,
  type BiddingDatabase,
} from './measure-bidding.js';

/**
 * `count` signed-in sessions of the buyers (written straight in: signing in costs argon2 each),
 * last used ten minutes ago: screens left open make no calls, so when they all come back each
 * session's use is marked again, as in a real storm.
 */
export async function createSessions(database: BiddingDatabase, count: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const tokens = Array.from({ length: count }, () => createToken());
  const lastSeen = new Date(Date.now() - 10 * 60_000);
  const expires = new Date(lastSeen.getTime() + 86_400_000);
  await client.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
     select id, user_id, $3, $3, $4 from unnest($1::text[], $2::int[]) as s(id, user_id)`,
    [
      tokens.map(hashToken),
      tokens.map((_, index) => database.buyers[index % database.buyers.length]!.userId),
      lastSeen,
      expires,
    ],
  );
  await client.end();
  return tokens.map((token) => `sid=${token}`);
}

/**
 * The screens' processes: a few, so that none of them is the bottleneck of 5,000 sockets, each at
 * the lowest CPU priority (`startClientProcess`).
 */
const clientProcesses = 3;

interface ClientProcess {
  child: ChildProcess;
  connected: Promise<{ failed: number }>;
}

async function startClientProcess(): Promise<ClientProcess> {
  const child = fork(fileURLToPath(new URL('./storm-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  // Real screens run on their own machines; here they share the server's two cores. At the
  // lowest priority they take what the server, PostgreSQL and the bids leave, and do not pass
  // their own work (5,000 handshakes, every frame parsed) off as the server's.
  os.setPriority(child.pid!, 19);
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const connected = new Promise<{ failed: number }>((resolve) =>
    child.once('message', (message: { failed: number }) => resolve(message)),
  );
  return { child, connected };
}

/**
 * The kernel's count of connections dropped because a listen queue was full (`ListenOverflows`
 * in /proc/net/netstat's TcpExt lines; Linux only, else null). A dropped client sends its SYN
 * again after 1, 3 and 7 s, which a storm's "all connected" and a new connection's bid wait for.
 */
export function listenOverflows(): number | null {
  let text: string;
  try {
    text = fs.readFileSync('/proc/net/netstat', 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n').filter((line) => line.startsWith('TcpExt:'));
  const names = lines[0]?.split(' ') ?? [];
  const values = lines[1]?.split(' ') ?? [];
  const at = names.indexOf('ListenOverflows');
  return at > 0 && values[at] !== undefined ? Number(values[at]) : null;
}

/**
 * A reconnect storm (issue 10): an open loop of bids runs, and after `quietMs` every one of the
 * `cookies` loses its hub connection at the same moment, as after a deploy, and opens it again:
 * each after a random wait under `spreadMs`, as the web's screens do (their reconnect jitter,
 * `liveReconnectJitterMs`), or all in the same millisecond with `spreadMs` 0. Answers the bids'
 * p99 before and during the storm, and how long from the drop until every client was connected
 * and had its first frame. The screens run in their own processes (storm-clients.ts), apart from
 * the bids.
 */
export async function measureReconnectStorm(
  baseUrl: string,
  database: BiddingDatabase,
  cookies: string[],
  spreadMs: number,
  bidsPerSecond = 100,
  quietMs = 4000,
) {
  const processes = await Promise.all(
    Array.from({ length: clientProcesses }, () => startClientProcess()),
  );
  await warmConnections(baseUrl, 64);
  const durationMs = quietMs + 12_000;
  const loop = measureOpenLoop(baseUrl, database, bidsPerSecond, durationMs);
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const overflowsBefore = listenOverflows();
  const stormStarted = performance.now();
  const url = `${baseUrl.replace('http', 'ws')}/auctionhub`;
  processes.forEach(({ child }, index) =>
    child.send({
      type: 'open',
      url,
      origin: baseUrl,
      cookies: cookies.filter((_, position) => position % clientProcesses === index),
      spreadMs,
    }),
  );
  const freshBids = bidsOnNewConnections(baseUrl, database);
  const reports = await Promise.all(processes.map(({ connected }) => connected));
  const allConnectedMs = performance.now() - stormStarted;
  const newConnectionBids = await freshBids.stop();
  const overflowsAfter = listenOverflows();
  const open = await loop;
  for (const { child } of processes) child.send({ type: 'close' });
  return {
    allConnectedMs,
    failed: reports.reduce((sum, report) => sum + report.failed, 0),
    quietP99: open.p99Between(0, quietMs),
    stormP99: open.p99Between(quietMs, quietMs + Math.max(allConnectedMs, 1000)),
    clients: cookies.length,
    newConnectionBids,
    listenOverflows:
      overflowsBefore === null || overflowsAfter === null ? null : overflowsAfter - overflowsBefore,
  };
}

/**
 * A bidder whose screen was dropped with the others: every 100 ms until stopped, a bid on a
 * connection of its own, opened for it (the loop's bids keep theirs warm). Answers the median
 * and the slowest, from sending to the answer, the connection's opening included.
 */
function bidsOnNewConnections(baseUrl: string, database: BiddingDatabase) {
  const fresh = new http.Agent({ keepAlive: false });
  const latencies: number[] = [];
  const inFlight: Array<Promise<void>> = [];
  const [itemId] = database.itemIds;
  const timer = setInterval(() => {
    const buyer = database.buyers[latencies.length % database.buyers.length]!;
    const sent = performance.now();
    const price = 10_000_000 + inFlight.length * 1_000;
    inFlight.push(
      sendBid(baseUrl, buyer, itemId!, price, price - 1_000, fresh).then(
        () => void latencies.push(performance.now() - sent),
      ),
    );
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        maxMs: sorted.at(-1) ?? 0,
      };
    },
  };
}

import pg from 'pg';
import WebSocket from 'ws';
import { createToken, hashToken } from '../../server/src/modules/auth/tokens.js';
import { measureOpenLoop, type BiddingDatabase } from './measure-bidding.js';

/** `count` signed-in sessions of the buyers (written straight in: signing in costs argon2 each). */
export async function createSessions(database: BiddingDatabase, count: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const tokens = Array.from({ length: count }, () => createToken());
  const now = new Date();
  const expires = new Date(now.getTime() + 86_400_000);
  await client.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
     select id, user_id, $3, $3, $4 from unnest($1::text[], $2::int[]) as s(id, user_id)`,
    [
      tokens.map(hashToken),
      tokens.map((_, index) => database.buyers[index % database.buyers.length]!.userId),
      now,
      expires,
    ],
  );
  await client.end();
  return tokens.map((token) => `sid=${token}`);
}

/**
 * A reconnect storm (issue 10): an open loop of bids runs, and after `quietMs` every one of the
 * `cookies` opens its hub connection at the same moment, as after a deploy. Answers the bids'
 * p99 before and during the storm, and how long until every client was connected and had its
 * first frame.
 */
export async function measureReconnectStorm(
  baseUrl: string,
  database: BiddingDatabase,
  cookies: string[],
  bidsPerSecond = 100,
  quietMs = 4000,
) {
  const durationMs = quietMs + 12_000;
  const loop = measureOpenLoop(baseUrl, database, bidsPerSecond, durationMs);
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const stormStarted = performance.now();
  const url = `${baseUrl.replace('http', 'ws')}/auctionhub`;
  let failed = 0;
  const sockets: WebSocket[] = [];
  await Promise.all(
    cookies.map(
      (cookie) =>
        new Promise<void>((resolve) => {
          const socket = new WebSocket(url, {
            headers: { cookie, origin: baseUrl },
            perMessageDeflate: false,
          });
          sockets.push(socket);
          socket.once('message', () => resolve());
          socket.once('error', () => {
            failed++;
            resolve();
          });
        }),
    ),
  );
  const allConnectedMs = performance.now() - stormStarted;
  const open = await loop;
  for (const socket of sockets) socket.terminate();
  return {
    allConnectedMs,
    failed,
    quietP99: open.p99Between(0, quietMs),
    stormP99: open.p99Between(quietMs, quietMs + Math.max(allConnectedMs, 1000)),
    clients: cookies.length,
  };
}

import http from 'node:http';
import pg from 'pg';
import { createKysely, createPool, migrateToLatest } from '../../server/src/db/database.js';
import { seedDemo } from '../../server/src/cli/demo/seed-demo.js';
import { createBuyerOrganisations } from '../../server/test/buyer-organisations.js';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const raise = 10;

export interface BiddingDatabase {
  url: string;
  buyers: Array<{ organisationId: number; userId: number; apiKey: string }>;
  hotItemId: number;
  itemIds: number[];
  drop(): Promise<void>;
}

/** A fresh database on the BENCH_DATABASE_URL server: demo data, 1,000 buyer organisations, 1,001 items (one hot). */
export async function prepareBiddingDatabase(serverUrl: string): Promise<BiddingDatabase> {
  const name = `dealer_bench_bidding_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createKysely(createPool({ connectionString: url.toString(), max: 4 }));
  await migrateToLatest(db);
  await seedDemo(db);
  const buyers = await createBuyerOrganisations(db, 1000);
  const seller = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Autotalo Oy')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const items = await db
    .insertInto('auctionItems')
    .values(
      Array.from({ length: Number(process.env.BENCH_BID_ITEMS ?? 1001) }, (_, index) => ({
        organisationId: seller.id,
        status: 1,
        startTime: new Date(now - 3_600_000),
        endTime: new Date(now + 7 * 86_400_000),
        createdAt: new Date(now),
        updatedAt: new Date(now),
        startAnnouncedAt: new Date(now),
        licenseNumber: `BID-${index}`,
        make: 'Volvo',
        model: 'V70',
        startPrice: 1000,
        minimumRaise: raise,
        trailerTransportable: false,
        vatDeductable: true,
        openBid: false,
        fixedEndTime: true,
        questionsAllowed: true,
        showInBasicAuction: true,
        showResponsibleSalesPeople: true,
      })) as never,
    )
    .returning('id')
    .execute();
  // The bare baseline's own table: one row to lock, and the rows its loop inserts.
  await db.schema
    .createTable('bench_item')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('price_now', 'integer', (column) => column.notNull())
    .addColumn('bid_count', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('bench_bid')
    .addColumn('id', 'integer', (column) => column.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.destroy();
  return {
    url: url.toString(),
    buyers: buyers.map(({ organisationId, userId, apiKey }) => ({
      organisationId,
      userId,
      apiKey,
    })),
    hotItemId: items[0]!.id,
    itemIds: items.slice(1).map((item) => item.id),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

interface BidAnswer {
  status: number;
  priceNow: number | null;
}

// node:http with keep-alive: fetch costs the load generator more CPU than the server spends on
// a bid, and a bench must measure the server, not its client.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * Opens `count` kept-alive connections for the bids (requests side by side to /healthz): a bidder
 * whose screen is open holds its connection, so a burst of slow answers reuses connections rather
 * than opening new ones in the middle of a reconnect storm, behind thousands of screens' handshakes.
 */
export async function warmConnections(baseUrl: string, count: number): Promise<void> {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) =>
          http
            .get(`${baseUrl}/healthz`, { agent }, (response) =>
              response.resume().on('end', resolve),
            )
            .on('error', reject),
        ),
    ),
  );
}

function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  through: http.Agent = agent,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: through,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function sendBid(
  baseUrl: string,
  buyer: { organisationId: number; apiKey: string },
  itemId: number,
  price: number,
  priceNow: number,
  through: http.Agent = agent,
): Promise<BidAnswer> {
  const response = await postJson(
    `${baseUrl}/api/AuctionItems/${itemId}/Bid`,
    { 'x-api-key': buyer.apiKey },
    { auctionItemId: itemId, price, organisationId: buyer.organisationId, priceNow },
    through,
  );
  const body = response.body as {
    state?: { priceNow: number };
    error?: { details?: { priceNow?: number } };
  };
  return {
    status: response.status,
    priceNow: body.state?.priceNow ?? body.error?.details?.priceNow ?? null,
  };
}

/**
 * Bids one hot item takes through the whole HTTP path: `concurrency` bidders of different
 * organisations in a fast sequence of distinct bids, each a raise over the one sent before it
 * (a shared ticket), so that the bids in flight do not compete for one price.
 */
export async function measureHotItem(
  baseUrl: string,
  database: BiddingDatabase,
  concurrency: number,
  durationMs: number,
) {
  const top = (await (
    await fetch(`${baseUrl}/api/AuctionItems/${database.hotItemId}/topBids`, {
      headers: { 'x-api-key': database.buyers[0]!.apiKey },
    })
  ).json()) as Array<{ price: number }>;
  let price = top[0]?.price ?? 1000;
  let accepted = 0;
  let processed = 0;
  const refusals = new Map<string, number>();
  const until = performance.now() + durationMs;
  const bidder = async (index: number) => {
    const buyer = database.buyers[index]!;
    while (performance.now() < until) {
      price += raise;
      const answer = await sendBid(baseUrl, buyer, database.hotItemId, price, price - raise);
      processed++;
      if (answer.status === 200) accepted++;
      else refusals.set(String(answer.status), (refusals.get(String(answer.status)) ?? 0) + 1);
      if (answer.priceNow !== null && answer.priceNow > price) price = answer.priceNow;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => bidder(index)));
  const seconds = (performance.now() - started) / 1000;
  return {
    acceptedPerSecond: accepted / seconds,
    processedPerSecond: processed / seconds,
    refusals: Object.fromEntries(refusals),
  };
}

/** The bare baseline: `SELECT … FOR UPDATE; UPDATE; INSERT` transactions on one row, same concurrency. */
export async function measureBareLoop(url: string, concurrency: number, durationMs: number) {
  await (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'INSERT INTO bench_item (id, price_now, bid_count) VALUES (1, 1000, 0) ON CONFLICT (id) DO NOTHING',
    );
    await client.end();
  })();
  let committed = 0;
  const until = performance.now() + durationMs;
  const loop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    while (performance.now() < until) {
      await client.query('BEGIN');
      const { rows } = await client.query<{ price_now: number }>(
        'SELECT price_now FROM bench_item WHERE id = 1 FOR UPDATE',
      );
      const next = rows[0]!.price_now + raise;
      await client.query(
        'UPDATE bench_item SET price_now = $1, bid_count = bid_count + 1 WHERE id = 1',
        [next],
      );
      await client.query(
        'INSERT INTO bench_bid (item_id, price, placed_at) VALUES (1, $1, now())',
        [next],
      );
      await client.query('COMMIT');
      committed++;
    }
    await client.end();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => loop()));
  return { committedPerSecond: committed / ((performance.now() - started) / 1000) };
}

/**
 * Open loop (ARCHITECTURE 7): `rate` bid requests per second in total from 1,000 bidders on 100
 * items, sent on schedule whatever the answers; each bids the price last heard + raise.
 */
export async function measureOpenLoop(
  baseUrl: string,
  database: BiddingDatabase,
  rate: number,
  durationMs: number,
  itemCount = database.itemIds.length,
) {
  const itemIds = database.itemIds.slice(0, itemCount);
  const prices = new Map(itemIds.map((id) => [id, 1000]));
  const latencies: number[] = [];
  /** When each answered request was sent (ms since the loop started), beside `latencies`. */
  const sentAt: number[] = [];
  let accepted = 0;
  let seed = 11;
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const inFlight: Array<Promise<void>> = [];
  const started = performance.now();
  const count = Math.round((rate * durationMs) / 1000);
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const itemId = itemIds[random(itemIds.length)]!;
    const buyer = database.buyers[random(database.buyers.length)]!;
    const seen = prices.get(itemId)!;
    const sent = performance.now();
    inFlight.push(
      sendBid(baseUrl, buyer, itemId, seen + raise * (1 + random(3)), seen).then((answer) => {
        latencies.push(performance.now() - sent);
        sentAt.push(sent - started);
        if (answer.status === 200) accepted++;
        if (answer.priceNow !== null && answer.priceNow > prices.get(itemId)!)
          prices.set(itemId, answer.priceNow);
      }),
    );
  }
  await Promise.all(inFlight);
  return {
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
    requests: latencies.length,
    acceptedShare: accepted / latencies.length,
    achievedRate: latencies.length / ((performance.now() - started) / 1000),
    /** p99 of the requests sent between `fromMs` and `toMs` after the start. */
    p99Between: (fromMs: number, toMs: number) =>
      percentile(
        latencies.filter((_, index) => sentAt[index]! >= fromMs && sentAt[index]! < toMs),
        0.99,
      ),
  };
}

import { AuditActorType, AuditLogType } from '@dealer/domain';
import { openPglite, type Db } from '../../server/src/db/database.js';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The audit rows of `bids` bids on item `itemId` in an embedded database. */
export async function addBidAuditRows(dataDir: string, itemId: number, bids: number) {
  const handle = await openPglite({ dataDir });
  await insertBidAuditRows(handle.db, itemId, bids);
  await handle.close();
}

/** The audit rows of `bids` bids on item `itemId` (one BidAdded row each, chained as written). */
export async function insertBidAuditRows(db: Db, itemId: number, bids: number) {
  const buyer = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['memberships.userId', 'memberships.organisationId'])
    .where('users.email', '=', 'buyer@demo.test')
    .executeTakeFirstOrThrow();
  const start = Date.now() - bids * 1000;
  for (let first = 0; first < bids; first += 1000)
    await db
      .insertInto('auditLog')
      .values(
        Array.from({ length: Math.min(1000, bids - first) }, (_, offset) => ({
          auctionItemId: itemId,
          organisationId: buyer.organisationId,
          userId: buyer.userId,
          actorType: AuditActorType.User,
          auditLogType: AuditLogType.BidAdded,
          description: `Bid ${1000 + (first + offset) * 100} €`,
          createdAt: new Date(start + (first + offset) * 1000),
        })),
      )
      .execute();
}

async function time(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/**
 * Issue 13: the admin search over `count` items, typed as admins type (a whole licence number
 * with a space, a part of one, lower case, an id), and the audit log of an item with many rows.
 */
export async function measureAdmin(
  base: string,
  cookie: string,
  count: number,
  auditItemId: number,
) {
  const searchTimes: number[] = [];
  for (let round = 0; round < 200; round++) {
    const index = (round * 7919) % count;
    const number = String(index).padStart(5, '0');
    const terms = [`ben ${number}`, `n-${number.slice(0, 4)}`, `BEN${number}`, String(index + 1)];
    const term = terms[round % terms.length]!;
    searchTimes.push(
      (await time(`${base}/api/AuctionItems/search/${encodeURIComponent(term)}`, cookie)).ms,
    );
  }
  // The audit log as the admin dialog reads it: the first page (newest 100), then every older
  // page by its cursor to the first bid (the keyset keeps the last page as fast as the first).
  const auditUrl = `${base}/api/admin/auditlog?auctionItemId=${auditItemId}`;
  const firstPageTimes: number[] = [];
  let auditBytes = 0;
  for (let round = 0; round < 50; round++) {
    const answer = await time(auditUrl, cookie);
    firstPageTimes.push(answer.ms);
    auditBytes = answer.bytes;
  }
  const pageTimes: number[] = [];
  const walkTimes: number[] = [];
  let rows = 0;
  for (let round = 0; round < 3; round++) {
    const walkStarted = performance.now();
    let cursor: string | null = null;
    rows = 0;
    do {
      const started = performance.now();
      const response = await fetch(`${auditUrl}${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { cookie },
      });
      const page = (await response.json()) as { entries: unknown[]; nextCursor: string | null };
      pageTimes.push(performance.now() - started);
      rows += page.entries.length;
      cursor = page.nextCursor;
    } while (cursor !== null);
    walkTimes.push(performance.now() - walkStarted);
  }
  return {
    search: { p50: percentile(searchTimes, 0.5), p99: percentile(searchTimes, 0.99) },
    audit: {
      p50: percentile(firstPageTimes, 0.5),
      p99: percentile(firstPageTimes, 0.99),
      bytes: auditBytes,
      everyPage: { p50: percentile(pageTimes, 0.5), p99: percentile(pageTimes, 0.99) },
      wholeLog: { ms: percentile(walkTimes, 0.5), rows, pages: pageTimes.length / 3 },
    },
  };
}

import { AuditActorType, AuditLogType } from '@dealer/domain';
import { openPglite } from '../../server/src/db/database.js';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The audit rows of `bids` bids on item `itemId` (one BidAdded row each, chained as written). */
export async function addBidAuditRows(dataDir: string, itemId: number, bids: number) {
  const handle = await openPglite({ dataDir });
  const buyer = await handle.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['memberships.userId', 'memberships.organisationId'])
    .where('users.email', '=', 'buyer@demo.test')
    .executeTakeFirstOrThrow();
  const start = Date.now() - bids * 1000;
  for (let first = 0; first < bids; first += 1000)
    await handle.db
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
  await handle.close();
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
  const auditTimes: number[] = [];
  let auditBytes = 0;
  for (let round = 0; round < 20; round++) {
    const answer = await time(`${base}/api/admin/auditlog?auctionItemId=${auditItemId}`, cookie);
    auditTimes.push(answer.ms);
    auditBytes = answer.bytes;
  }
  return {
    search: { p50: percentile(searchTimes, 0.5), p99: percentile(searchTimes, 0.99) },
    audit: {
      p50: percentile(auditTimes, 0.5),
      p99: percentile(auditTimes, 0.99),
      bytes: auditBytes,
    },
  };
}

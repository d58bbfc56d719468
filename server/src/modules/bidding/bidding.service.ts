import { RefusedError, type BidResult } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { pipelinedTransaction } from '../../db/pipelined-transaction.js';
import { itemEventOf } from '../items/item-events.js';
import type { Caller } from '../access/caller.js';
import { checkBidder } from './bidder.js';
import { operationOf, type BiddingChange } from './bidding-change.js';
import { BiddingQueue } from './bidding-queue.js';
import { biddingRepository as repository } from './bidding.repository.js';
import { ItemBatch, type BiddingJob } from './item-batch.js';

export type { BiddingChange } from './bidding-change.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs'>;

const queues = new WeakMap<Ctx['db'], BiddingQueue<BiddingJob, BidResult>>();

/**
 * Runs one money request (ARCHITECTURE 5): the checks that need no lock first; then, in this
 * instance's queue for the item, one transaction that locks the item row, reads its bidding
 * state and the Idempotency-Keys' earlier answers (which it replays), applies the domain's rules
 * and writes every consequence, its live events included, in one statement.
 */
export async function changeBidding(
  ctx: Ctx,
  request: {
    caller: Caller;
    itemId: number;
    organisationId: number;
    officeId?: number | null;
    /** The request's Idempotency-Key, and `hashRequestBody` of it to store with the key. */
    idempotency: { key: string; requestHash: string } | null;
    change: BiddingChange;
  },
): Promise<BidResult> {
  const bidder = await checkBidder(ctx.db, request.caller, request);
  const call = request.idempotency
    ? {
        userId: request.caller.userId,
        key: request.idempotency.key,
        auctionItemId: request.itemId,
        operation: operationOf[request.change.kind],
        requestHash: request.idempotency.requestHash,
      }
    : null;
  let queue = queues.get(ctx.db);
  if (!queue) {
    queue = new BiddingQueue<BiddingJob, BidResult>((itemId, jobs) => runBatch(ctx, itemId, jobs));
    queues.set(ctx.db, queue);
  }
  return queue.submit(request.itemId, { bidder, change: request.change, call });
}

/**
 * One transaction for a batch of requests on one item; each request gets its own answer. Its
 * BEGIN goes out with the locking read and its write with the COMMIT (`pipelinedTransaction`):
 * the item's row is locked for two round trips, not four.
 */
async function runBatch(
  ctx: Ctx,
  itemId: number,
  jobs: BiddingJob[],
): Promise<Array<BidResult | Error>> {
  const { results, events } = await pipelinedTransaction(ctx.db, async ({ db, commitWith }) => {
    const locked = await repository.lockForBidding(
      db,
      itemId,
      jobs.flatMap((job) => (job.call ? [job.call] : [])),
    );
    // No such item: each request hears 404, as it would of an item it may not see.
    if (!locked)
      return {
        results: jobs.map(() => ({ error: RefusedError.notFound('No such item.') })),
        events: null,
      };
    // The clock is read once the lock is held: the end is judged at the moment the bids count.
    const now = ctx.clock.now();
    const batch = new ItemBatch(locked.item, locked.rows, now);
    const results = [];
    for (const job of jobs) results.push(await batch.attempt(db, job));
    const events = ctx.events.prepare([
      ...(batch.hasNewBids ? [itemEventOf('NewBid', batch.item, batch.visibility, now)] : []),
      ...batch.personalEvents,
    ]);
    const write = batch.write();
    const statement = write ? repository.writeChangeQuery(write, events) : null;
    // The first bid moves the end (spec 4): the ending is queued in this transaction, after the
    // write (the job queue's own statement waits for its answer).
    const end = write?.item.end;
    if (end && ctx.jobs && end.getTime() !== locked.item.end.getTime()) {
      if (statement) await db.executeQuery(statement);
      await ctx.jobs.endingAt(db, end);
      await commitWith(null);
    } else await commitWith(statement);
    return { results, events };
  });
  events?.deliverHere();
  return results.map((result) => ('answer' in result ? result.answer : result.error));
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { autoConfirmSales } from '../modules/bidding/after-sale.commands.js';
import { endDueAuctions } from '../modules/bidding/ending.commands.js';
import { deleteExpiredIdempotencyKeys } from '../modules/bidding/idempotency.js';
import { createMailTransport, deliverQueuedMail } from '../modules/mail/mail-outbox.js';
import { announceStartedItems } from './announce-started-items.js';
import { runEvery } from './job-runner.js';

/** Slower chores run this many job intervals apart. */
const choreEvery = 60;

/**
 * Every instance's background work, each claimed in the database so instances never repeat one
 * another: starting and ending auctions (every JOB_INTERVAL_MS, so an item ends within about a
 * second of its end), automatic confirmations, forgetting old idempotency keys, and sending
 * queued mail when SMTP is configured. Returns a stop that waits for runs in flight.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const interval = ctx.config.JOB_INTERVAL_MS;
  const transport = createMailTransport(ctx.config.SMTP_URL);
  const stops = [
    runEvery('announce started items', interval, () => announceStartedItems(ctx), log),
    runEvery('end due auctions', interval, () => endDueAuctions(ctx), log),
    runEvery('auto-confirm sales', interval * choreEvery, () => autoConfirmSales(ctx), log),
    runEvery(
      'forget idempotency keys',
      interval * choreEvery,
      () => deleteExpiredIdempotencyKeys(ctx.db, ctx.clock.now()),
      log,
    ),
  ];
  if (transport)
    stops.push(runEvery('send mail', interval * 5, () => deliverQueuedMail(ctx, transport), log));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

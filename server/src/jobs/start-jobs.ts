import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../app-context.js';
import { autoConfirmSales } from '../modules/bidding/after-sale.commands.js';
import { endDueAuctions } from '../modules/bidding/ending.commands.js';
import { deleteExpiredIdempotencyKeys } from '../modules/bidding/idempotency.js';
import { itemsRepository } from '../modules/items/items.repository.js';
import { createMailTransport, deliverQueuedMail } from '../modules/mail/mail-outbox.js';
import { announceStartedItems } from './announce-started-items.js';
import { dropNewerJobSchema, endingQueue, jobSchema, retryPolicy } from './job-queue.js';

/** Slower chores run this many job intervals apart. */
const choreEvery = 60;

/** How often a worker asks the queue for a due job (pg-boss's shortest polling interval). */
export const pollingIntervalSeconds = 0.5;

/** The ending sweep ends at most this many items a run; a full run is followed at once. */
const endingBatch = 100;

/**
 * A piece of background work that runs again and again: `run` may answer in how many ms it is
 * due again when that is sooner than `everyMs` (the ending sweep: the next item's end).
 */
export interface RepeatingJob {
  name: string;
  everyMs: number;
  run(): Promise<number | undefined | void>;
  /** Seconds a run may take before the queue hands it to another worker. */
  expireInSeconds?: number;
}

/** The one queued next run of a repeating job (a `short` queue keeps one queued job per key). */
const nextKey = 'next';

/**
 * Queues the next run of `name` in `seconds`, or moves the one already queued to then (pg-boss 10
 * has no upsert: a `short` queue ignores a second queued job of a key, so its time is set here).
 */
async function queueNextRun(boss: PgBoss, name: string, seconds: number): Promise<void> {
  const id = await boss.send(name, {}, { singletonKey: nextKey, startAfter: seconds });
  if (id !== null) return;
  await boss
    .getDb()
    .executeSql(
      `UPDATE ${jobSchema}.job SET start_after = now() + $3 * interval '1 second'` +
        ` WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
      [name, nextKey, seconds],
    );
}

/** PostgreSQL's code for a transaction it chose as a deadlock's victim. */
const deadlockDetected = '40P01';

/**
 * pg-boss 10's `createQueue`, retried when it loses a deadlock. Instances that start together
 * each create the same queues; pg-boss makes a queue's partition and its foreign keys in one
 * statement, and two of those at once can deadlock on the queue table. PostgreSQL rolls the
 * victim back whole, and its retry finds the queue made (the insert does nothing on conflict).
 */
export async function createQueueOnce(
  boss: PgBoss,
  name: string,
  options: PgBoss.Queue,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== deadlockDetected || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Runs `job` as a chain of queue jobs: each run first queues the next one `everyMs` later (so a
 * run that dies mid-way still has a successor), then works, then moves its successor earlier when
 * the work says it is due sooner. A `short` queue holds one queued job per key, so every instance
 * may start the chain and there is still one; the queue hands each run to one worker of all the
 * instances; a failed run is retried with backoff; a cron entry restarts a chain once a minute
 * should every run of it have failed.
 */
export async function startRepeating(
  boss: PgBoss,
  job: RepeatingJob,
  log: FastifyBaseLogger,
): Promise<void> {
  await createQueueOnce(boss, job.name, {
    name: job.name,
    policy: 'short',
    ...retryPolicy,
    expireInSeconds: job.expireInSeconds ?? 60,
  });
  const queueNext = (inMs: number) =>
    queueNextRun(boss, job.name, Math.max(0, Math.round(inMs)) / 1000);
  // One worker per queue and instance: it fetches one job and polls again after it.
  await boss.work(job.name, { pollingIntervalSeconds }, async () => {
    await queueNext(job.everyMs);
    try {
      const dueInMs = await job.run();
      if (typeof dueInMs === 'number' && dueInMs < job.everyMs) await queueNext(dueInMs);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed; the queue retries it');
      throw error;
    }
  });
  // The first run comes one interval after the start (as a timer's would); a run another
  // instance already queued is kept as it is.
  await boss.send(job.name, {}, { singletonKey: nextKey, startAfter: job.everyMs / 1000 });
  await boss.schedule(job.name, '* * * * *', {}, { singletonKey: nextKey });
}

/** The background work of every instance (docs/decisions.md, the job queue). */
export function backgroundJobs(ctx: AppContext): RepeatingJob[] {
  const interval = ctx.config.JOB_INTERVAL_MS;
  const transport = createMailTransport(ctx.config.SMTP_URL);
  const jobs: RepeatingJob[] = [
    {
      name: 'announce-started-items',
      everyMs: interval,
      run: async () => {
        await announceStartedItems(ctx);
      },
    },
    {
      // Spec 4: an item ends within a second of its end. The run ends every due item, then
      // comes back at the next item's end (or at once after a full batch), at most `interval`
      // later; a change that sets an end also queues a run at that end in its transaction.
      name: endingQueue,
      everyMs: interval,
      run: async () => {
        const ended = await endDueAuctions(ctx, endingBatch);
        if (ended.length >= endingBatch) return 0;
        const now = ctx.clock.now();
        const next = await itemsRepository.findNextEnd(ctx.db, now);
        return next ? next.getTime() - now.getTime() : undefined;
      },
    },
    {
      name: 'auto-confirm-sales',
      everyMs: interval * choreEvery,
      run: async () => {
        await autoConfirmSales(ctx);
      },
    },
    {
      name: 'forget-idempotency-keys',
      everyMs: interval * choreEvery,
      run: async () => {
        await deleteExpiredIdempotencyKeys(ctx.db, ctx.clock.now());
      },
    },
  ];
  if (transport)
    jobs.push({
      name: 'send-mail',
      everyMs: interval * 5,
      expireInSeconds: 300,
      run: async () => {
        await deliverQueuedMail(ctx, transport);
      },
    });
  return jobs;
}

/**
 * Starts the queue and every instance's background work on it; answers a stop that lets runs in
 * flight finish (up to `graceMs`) and closes the queue's connections.
 */
export async function startJobs(
  ctx: AppContext,
  boss: PgBoss,
  log: FastifyBaseLogger,
): Promise<(graceMs: number) => Promise<void>> {
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  if (await dropNewerJobSchema(ctx.db))
    log.warn('the job queue schema of a newer pg-boss was dropped; pg-boss 10 makes its own');
  await boss.start();
  for (const job of backgroundJobs(ctx)) await startRepeating(boss, job, log);
  return (graceMs) => boss.stop({ graceful: true, timeout: graceMs });
}

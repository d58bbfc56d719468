import { AuditLogType, ItemStatus } from '@dealer/domain';
import { sql } from 'kysely';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { insertItem, organisationIdOf } from '../../test/item-factory.js';
import { automationCaller } from '../modules/access/caller.js';
import { runItemCommand, type ItemCommand } from '../modules/items/item-pipeline.js';
import {
  createJobQueue,
  dropNewerJobSchema,
  endingQueue,
  jobSchemaVersion,
  retryPolicy,
  schedulerOf,
} from './job-queue.js';
import { backgroundJobs, startJobs, startRepeating } from './start-jobs.js';

const log = pino({ level: 'silent' });

/** Waits until `check` holds, or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('the job queue (%s)', (backend) => {
  let t: TestContext;
  const queues: PgBoss[] = [];
  /** What this test's instances reported as errors, as the server's listener logs them. */
  let errors: unknown[] = [];

  /** An instance of the queue, as each server process has one. */
  const instance = async () => {
    const queue = createJobQueue(
      { kind: backend, pool: t.pool },
      { url: t.databaseUrl ?? undefined },
    );
    queues.push(queue);
    // Without a listener an 'error' event throws: at teardown, the database's forced drop ends
    // a connection the stopping instance may still hold, which a test must not die of.
    const reported = errors; // this test's: a late teardown error stays with its own test
    queue.on('error', (error) => reported.push(error));
    await queue.start();
    return queue;
  };

  /** The jobs of a queue (and key) as pg-boss's table holds them. */
  const jobsOf = async (name: string, key?: string) => {
    const { rows } = await sql<{ state: string; retryCount: number; startAfter: Date }>`
      select state, retry_count as "retryCount", start_after as "startAfter"
      from pgboss.job
      where name = ${name} and (${key ?? null}::text is null or singleton_key = ${key ?? null})
      order by created_on`.execute(t.db);
    return rows;
  };

  beforeEach(async () => {
    t = await createTestContext(backend);
  });
  afterEach(async () => {
    // Errors while the test ran are the test's; those of the teardown below are not.
    expect(errors).toEqual([]);
    errors = [];
    await Promise.all(queues.splice(0).map((queue) => queue.stop({ graceful: false })));
    await t.close();
  }, 90_000);

  it('hands each job to one of two instances, once', async () => {
    const first = await instance();
    const second = await instance();
    await first.createQueue('claim-test', { name: 'claim-test', ...retryPolicy });
    const handled: Array<{ by: string; value: number }> = [];
    const worker = (by: string) => async (jobs: Array<{ data: { value: number } }>) => {
      for (const job of jobs) handled.push({ by, value: job.data.value });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await first.work('claim-test', { pollingIntervalSeconds: 0.5, batchSize: 5 }, worker('first'));
    await second.work(
      'claim-test',
      { pollingIntervalSeconds: 0.5, batchSize: 5 },
      worker('second'),
    );
    const values = Array.from({ length: 30 }, (_, index) => index);
    await first.insert(values.map((value) => ({ name: 'claim-test', data: { value } })));
    await until(() => handled.length >= values.length, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(handled.map(({ value }) => value).sort((a, b) => a - b)).toEqual(values);
    expect(new Set(handled.map(({ by }) => by))).toEqual(new Set(['first', 'second']));
  }, 90_000);

  it('retries a failed job with a growing wait between tries', async () => {
    const queue = await instance();
    await queue.createQueue('retry-test', { name: 'retry-test', ...retryPolicy });
    const tries: number[] = [];
    await queue.work('retry-test', { pollingIntervalSeconds: 0.5 }, async () => {
      tries.push(Date.now());
      if (tries.length < 3) throw new Error('not yet');
    });
    await queue.send('retry-test', {});
    await until(() => tries.length === 3, 40_000);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s (plus up to one polling interval).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000);
    await until(async () => (await jobsOf('retry-test'))[0]?.state === 'completed', 5000);
    expect((await jobsOf('retry-test'))[0]?.retryCount).toBe(2);
  }, 90_000);

  it('ends due items through the queue, each once, with two instances sweeping', async () => {
    const organisationId = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    const now = new Date();
    t.clock.set(now);
    const itemIds: number[] = [];
    for (let index = 0; index < 30; index++)
      itemIds.push(
        await insertItem(t.db, {
          organisationId,
          startTime: new Date(now.getTime() - 3_600_000),
          endTime: new Date(now.getTime() - 1000 + index),
          licenseNumber: `JOB-${index}`,
        }),
      );
    const ctx = { db: t.db, clock: t.clock, config: t.config, events: t.events };
    const ending = backgroundJobs(ctx).find((job) => job.name === 'end-due-items')!;
    let runs = 0;
    const counted = {
      ...ending,
      run: () => {
        runs++;
        return ending.run();
      },
    };
    for (const queue of [await instance(), await instance()])
      await startRepeating(queue, counted, log);
    await until(async () => {
      const open = await t.db
        .selectFrom('auctionItems')
        .select('id')
        .where('id', 'in', itemIds)
        .where('status', '=', ItemStatus.Published)
        .execute();
      return open.length === 0;
    }, 40_000);
    // Each item's ending wrote its audit once, whichever instance's run took it.
    const endings = await t.db
      .selectFrom('auditLog')
      .select(['auctionItemId'])
      .where('auctionItemId', 'in', itemIds)
      .where('auditLogType', '=', AuditLogType.EndedWithoutBids)
      .execute();
    const perItem = new Map<number, number>();
    for (const { auctionItemId } of endings)
      perItem.set(auctionItemId!, (perItem.get(auctionItemId!) ?? 0) + 1);
    expect([...perItem.keys()].sort((a, b) => a - b)).toEqual(itemIds);
    expect([...perItem.values()].every((count) => count === 1)).toBe(true);
    // The chain goes on: one queued next run for both instances, and it keeps running.
    const before = runs;
    await until(() => runs >= before + 2, 20_000);
  }, 90_000);

  it('moves the queued next run earlier when a run is due again sooner', async () => {
    const queue = await instance();
    let runs = 0;
    await startRepeating(
      queue,
      {
        name: 'sooner-test',
        everyMs: 60_000,
        run: () => {
          runs++;
          return Promise.resolve(5000);
        },
      },
      log,
    );
    // The next run is queued a minute on; a run started now (another key) moves it 5 s on.
    expect((await jobsOf('sooner-test', 'next')).map(({ state }) => state)).toEqual(['created']);
    await queue.send('sooner-test', {}, { singletonKey: 'now' });
    await until(() => runs === 1, 20_000);
    await until(async () => (await jobsOf('sooner-test', 'now'))[0]?.state === 'completed', 5000);
    const queued = (await jobsOf('sooner-test', 'next')).filter(({ state }) => state === 'created');
    expect(queued).toHaveLength(1);
    const dueInMs = queued[0]!.startAfter.getTime() - Date.now();
    expect(dueInMs).toBeGreaterThan(0);
    expect(dueInMs).toBeLessThan(10_000);
  }, 90_000);

  it('restarts a chain from its cron entry when it has no queued run', async () => {
    const queue = createJobQueue(
      { kind: backend, pool: t.pool },
      { url: t.databaseUrl ?? undefined, cronIntervalSeconds: 1 },
    );
    queues.push(queue);
    // Without a listener an 'error' event throws: at teardown, the database's forced drop ends
    // a connection the stopping instance may still hold, which a test must not die of.
    const reported = errors; // this test's: a late teardown error stays with its own test
    queue.on('error', (error) => reported.push(error));
    await queue.start();
    let runs = 0;
    const job = {
      name: 'cron-test',
      everyMs: 600_000,
      run: () => {
        runs++;
        return Promise.resolve();
      },
    };
    await startRepeating(queue, job, log);
    // As if every try of the last run had failed: the chain has no queued run left.
    await sql`delete from pgboss.job where name = 'cron-test'`.execute(t.db);
    await until(() => runs === 1, 30_000);
    // The run queued its successor again.
    await until(
      async () => (await jobsOf('cron-test', 'next')).some(({ state }) => state === 'created'),
      5000,
    );
  }, 90_000);

  it('drops the job schema a newer pg-boss left, and runs on its own', async () => {
    const first = await instance();
    await first.stop({ graceful: false });
    // As main's pg-boss 12 left it (schema 46): pg-boss 10 would not migrate it back.
    await sql`update pgboss.version set version = 46`.execute(t.db);
    const queue = createJobQueue(
      { kind: backend, pool: t.pool },
      { url: t.databaseUrl ?? undefined },
    );
    queues.push(queue);
    const ctx = { db: t.db, clock: t.clock, config: t.config, events: t.events };
    await startJobs(ctx, queue, log);
    const { rows } = await sql<{ version: number }>`select version from pgboss.version`.execute(
      t.db,
    );
    expect(rows).toEqual([{ version: jobSchemaVersion }]);
    expect(jobSchemaVersion).toBe(24);
    expect((await jobsOf(endingQueue, 'next')).map(({ state }) => state)).toEqual(['created']);
    // Its own schema stays.
    expect(await dropNewerJobSchema(t.db)).toBe(false);
  }, 90_000);

  it('queues the ending in the transaction that moves an end, and not when it rolls back', async () => {
    const organisationId = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    const now = new Date();
    t.clock.set(now);
    const itemId = await insertItem(t.db, {
      organisationId,
      startTime: new Date(now.getTime() - 3_600_000),
      endTime: new Date(now.getTime() + 3_600_000),
    });
    const queue = await instance();
    const ctx = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      events: t.events,
      jobs: schedulerOf(queue),
    };
    const ending = backgroundJobs(ctx).find((job) => job.name === endingQueue)!;
    await startRepeating(queue, ending, log);
    const moveEnd = (end: Date): ItemCommand<null> => ({
      action: 'automate',
      run: () => ({ set: { end }, value: null }),
    });
    const queuedAt = async (end: Date) =>
      (await jobsOf(endingQueue, `end ${end.toISOString()}`))
        .filter((job) => job.state === 'created')
        .map((job) => job.startAfter.getTime());
    const later = new Date(now.getTime() + 7_200_000);
    await runItemCommand(ctx, automationCaller, itemId, moveEnd(later));
    expect(await queuedAt(later)).toEqual([later.getTime()]);

    const rolledBack = new Date(now.getTime() + 9_000_000);
    const failing: ItemCommand<null> = {
      action: 'automate',
      run: async (scope) => {
        await ctx.jobs.endingAt(scope.trx, rolledBack);
        throw new Error('refused after queueing');
      },
    };
    await expect(runItemCommand(ctx, automationCaller, itemId, failing)).rejects.toThrow();
    expect(await queuedAt(rolledBack)).toEqual([]);
  }, 90_000);

  it('lets a job in flight finish when the server stops (SIGTERM)', async () => {
    const queue = createJobQueue(
      { kind: backend, pool: t.pool },
      { url: t.databaseUrl ?? undefined },
    );
    queues.push(queue);
    const ctx = { db: t.db, clock: t.clock, config: t.config, events: t.events };
    const stop = await startJobs(ctx, queue, log);
    await queue.createQueue('slow-test', { name: 'slow-test', ...retryPolicy });
    let started = false;
    let finished = false;
    await queue.work('slow-test', { pollingIntervalSeconds: 0.5 }, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
    });
    await queue.send('slow-test', {});
    await until(() => started, 30_000);
    await stop(10_000);
    expect(finished).toBe(true);
    const { rows } = await sql<{
      state: string;
    }>`select state from pgboss.job where name = 'slow-test'`.execute(t.db);
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 90_000);
});

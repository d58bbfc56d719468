import { buildApp } from './app.js';
import { OffsetClock, systemClock } from './clock.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest, openPglite, openPostgres, type DatabaseHandle } from './db/database.js';
import { seedDemoItems } from './cli/demo/demo-items.js';
import { seedDemo } from './cli/demo/seed-demo.js';
import { createJobQueue, schedulerOf } from './jobs/job-queue.js';
import { startJobs } from './jobs/start-jobs.js';
import { createEventBus } from './live/create-event-bus.js';
import { mediaStorageFor } from './modules/files/storage/media-storage.js';
import { logStreamFor } from './startup/log-output.js';
import { addressToOpen, findDemoSignIns, readyLine } from './startup/ready-line.js';

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  return openPglite({ dataDir: config.dataDir });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  // Demo data goes only into an embedded database this start created (or when asked for).
  if ((config.SEED_DEMO === 'auto' && database.isNew) || config.SEED_DEMO === 'always') {
    await seedDemo(database.db);
    await seedDemoItems(database.db, mediaStorageFor(config), systemClock.now());
  }
  const events = await createEventBus(database, config.DATABASE_URL);
  const clock = config.TEST_CLOCK_CONTROL ? new OffsetClock() : systemClock;
  const queue = createJobQueue(database, { url: config.DATABASE_URL });
  const ctx = { db: database.db, clock, config, events, jobs: schedulerOf(queue) };
  const logStream = await logStreamFor(process.stdout.isTTY, process.env);
  const app = await buildApp(ctx, { logStream });
  // The queue runs before the port opens, so the first request's change can queue its jobs.
  const stopJobs = await startJobs(ctx, queue, app.log);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_SECONDS * 1000);
    forceExit.unref();
    // Jobs in flight and requests in flight finish together, within the grace period.
    await Promise.all([stopJobs(config.SHUTDOWN_GRACE_SECONDS * 1000), app.close()]);
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // After a deploy every open screen reconnects in the same second. Node's default queue of 511
  // unanswered connections overflows at once, and each dropped client waits for TCP's
  // retransmission (1, 3, 7 s...): a 5,000-screen storm took 17 s to connect. The kernel caps
  // this at net.core.somaxconn (4,096 on current Linux).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  app.log.info(
    { database: database.kind, dataDir: config.isEmbeddedDatabase ? config.dataDir : undefined },
    `dealer auction ready on port ${config.PORT}`,
  );
  const address = app.server.address();
  const url = addressToOpen({
    publicUrl: config.PUBLIC_URL,
    host: config.HOST,
    port: typeof address === 'object' && address ? address.port : config.PORT,
  });
  const line = readyLine(url, await findDemoSignIns(database.db));
  // A person at a terminal gets the plain line; elsewhere it is one more JSON log record.
  if (logStream) console.log(`\n${line}\n`);
  else app.log.info({ url }, line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

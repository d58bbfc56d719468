import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { EventBus } from './live/event-bus.js';

/** What every feature's routes get: the database, the clock, the configuration and the event bus. */
export interface AppContext {
  db: Db;
  clock: Clock;
  config: Config;
  /** Live events to every instance's hub connections (publish after commit). */
  events: EventBus;
  /** The job queue, for changes that queue work in their own transaction (absent in tests). */
  jobs?: JobScheduler;
}

/** What a change may queue on the job queue, inside its own transaction. */
export interface JobScheduler {
  /** Queues a run of the ending sweep at `end` (an item's end was set or moved). */
  endingAt(trx: Db, end: Date): Promise<void>;
}

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
}

import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';

/** What every feature's routes get: the database, the clock and the configuration. */
export interface AppContext {
  db: Db;
  clock: Clock;
  config: Config;
}

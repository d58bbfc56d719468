import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { PgliteEventBus, PostgresEventBus, type EventBus } from './event-bus.js';

/** The bus for the database in use: PGlite in-process, or a LISTEN connection to PostgreSQL. */
export function createEventBus(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  log?: FastifyBaseLogger,
): Promise<EventBus> {
  if (database.kind === 'pglite')
    return new PgliteEventBus(database.db, database.pglite!, log).start();
  return new PostgresEventBus(database.db, databaseUrl!, log).start();
}

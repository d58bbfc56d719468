import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';

/** The channel every server instance listens on (ARCHITECTURE 6: LISTEN/NOTIFY crosses instances). */
const channel = 'auction_events';

export type BusHandler = (message: unknown) => void;

/**
 * Events between server instances through PostgreSQL NOTIFY: `publish` after a transaction has
 * committed, and every instance (this one included) hears it and tells its own connections.
 */
export interface EventBus {
  publish(message: unknown): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

abstract class NotifyBus implements EventBus {
  private readonly handlers = new Set<BusHandler>();
  /** Marks this instance's own events: they are delivered here at once, and their echo skipped. */
  private readonly origin = randomUUID();
  constructor(
    private readonly db: Db,
    protected readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Delivers to this instance's handlers at once (so its own next request already sees the
   * change) and to every other instance through NOTIFY. Never rejects: the change it reports has
   * committed, so a lost event is logged, not thrown.
   */
  async publish(message: unknown): Promise<void> {
    this.dispatch(message);
    try {
      const envelope = { origin: this.origin, message };
      await sql`SELECT pg_notify(${channel}, ${JSON.stringify(envelope)})`.execute(this.db);
    } catch (error) {
      this.log?.error({ err: error }, 'live event not sent');
    }
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  protected deliver(payload: string | undefined): void {
    if (!payload) return;
    let envelope: { origin?: string; message?: unknown };
    try {
      envelope = JSON.parse(payload) as { origin?: string; message?: unknown };
    } catch {
      this.log?.warn({ payload }, 'unreadable live event ignored');
      return;
    }
    if (envelope.origin === this.origin) return;
    this.dispatch(envelope.message);
  }

  private dispatch(message: unknown): void {
    for (const handler of this.handlers) {
      try {
        handler(message);
      } catch (error) {
        this.log?.error({ err: error }, 'live event handler failed');
      }
    }
  }

  abstract close(): Promise<void>;
}

/** The embedded database: PGlite delivers notifications in-process. */
export class PgliteEventBus extends NotifyBus {
  private unlisten: (() => Promise<void>) | null = null;
  constructor(
    db: Db,
    private readonly pglite: PGlite,
    log?: FastifyBaseLogger,
  ) {
    super(db, log);
  }
  async start(): Promise<this> {
    this.unlisten = await this.pglite.listen(channel, (payload) => this.deliver(payload));
    return this;
  }
  async close(): Promise<void> {
    await this.unlisten?.();
  }
}

/** A PostgreSQL server: one dedicated connection LISTENs, and comes back after a drop. */
export class PostgresEventBus extends NotifyBus {
  private client: pg.Client | null = null;
  private isClosed = false;
  constructor(
    db: Db,
    private readonly url: string,
    log?: FastifyBaseLogger,
  ) {
    super(db, log);
  }

  async start(): Promise<this> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.deliver(message.payload));
    client.on('error', (error) => {
      this.log?.warn({ err: error }, 'live event listener lost its connection; reconnecting');
      void this.restart(client);
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    this.client = client;
    return this;
  }

  private async restart(failed: pg.Client) {
    if (this.isClosed || this.client !== failed) return;
    this.client = null;
    await failed.end().catch(() => undefined);
    for (let attempt = 1; !this.isClosed; attempt++) {
      try {
        await this.start();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10) * 500));
      }
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.client?.end().catch(() => undefined);
  }
}

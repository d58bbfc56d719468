import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';

/** The channel every server instance listens on (ARCHITECTURE 6: LISTEN/NOTIFY crosses instances). */
export const eventChannel = 'auction_events';
const channel = eventChannel;

export interface PreparedEvents {
  payloads: string[];
  deliverHere(): void;
}

export type BusHandler = (message: unknown) => void;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const maxPayloadBytes = 7_900;

/** The NOTIFY payloads of some messages: as many in each as fit. */
function envelopesOf(origin: string, messages: readonly unknown[]): string[] {
  const payloads: string[] = [];
  const head = `{"origin":"${origin}","messages":[`;
  let group: string[] = [];
  let groupBytes = Buffer.byteLength(head) + 2;
  const flush = () => {
    if (group.length > 0) payloads.push(`${head}${group.join(',')}]}`);
    group = [];
    groupBytes = Buffer.byteLength(head) + 2;
  };
  for (const message of messages) {
    const json = JSON.stringify(message);
    const bytes = Buffer.byteLength(json) + 1;
    if (group.length > 0 && groupBytes + bytes > maxPayloadBytes) flush();
    group.push(json);
    groupBytes += bytes;
  }
  flush();
  return payloads;
}

/**
 * Events between server instances through PostgreSQL NOTIFY: `publish` after a transaction has
 * committed, and every instance (this one included) hears it and tells its own connections.
 */
export interface EventBus {
  publish(message: unknown): Promise<void>;
  /** Several messages of one change in as few NOTIFYs as fit (one, mostly). */
  publishAll(messages: readonly unknown[]): Promise<void>;
  /**
   * Messages to send from inside a transaction: its statement NOTIFYs `payloads` on `channel`
   * (PostgreSQL delivers them to the other instances when, and only if, it commits), and
   * `deliverHere` tells this instance's handlers once it has committed.
   */
  prepare(messages: readonly unknown[]): PreparedEvents;
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
  publish(message: unknown): Promise<void> {
    return this.publishAll([message]);
  }

  async publishAll(messages: readonly unknown[]): Promise<void> {
    for (const message of messages) this.dispatch(message);
    try {
      for (const payload of envelopesOf(this.origin, messages))
        await sql`SELECT pg_notify(${channel}, ${payload})`.execute(this.db);
    } catch (error) {
      this.log?.error({ err: error }, 'live event not sent');
    }
  }

  prepare(messages: readonly unknown[]): PreparedEvents {
    return {
      payloads: envelopesOf(this.origin, messages),
      deliverHere: () => {
        for (const message of messages) this.dispatch(message);
      },
    };
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  protected deliver(payload: string | undefined): void {
    if (!payload) return;
    let envelope: { origin?: string; message?: unknown; messages?: unknown[] };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch {
      this.log?.warn({ payload }, 'unreadable live event ignored');
      return;
    }
    if (envelope.origin === this.origin) return;
    for (const message of envelope.messages ?? [envelope.message]) this.dispatch(message);
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

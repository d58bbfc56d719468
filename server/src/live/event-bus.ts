import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';

/** The channel every server instance listens on (ARCHITECTURE 6: LISTEN/NOTIFY crosses instances). */
export const eventChannel = 'auction_events';
const channel = eventChannel;

export type BusHandler = (message: unknown) => void;

/** Messages of one change, written in its transaction, to be handed out here after the commit. */
export interface RecordedEvents {
  /** Tells this instance's handlers (call it once the transaction has committed). */
  deliverHere(): void;
}

/**
 * Messages of one change as SQL values, for a statement that writes them itself (the bid's one
 * write statement): outbox rows and NOTIFY payloads. `deliverHere` after the commit.
 */
export interface PreparedEvents extends RecordedEvents {
  rows: Array<{ id: string; message: string }>;
  payloads: string[];
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const maxPayloadBytes = 7_900;

interface Envelope {
  origin: string;
  ids: string[];
  messages: unknown[];
}

/** The NOTIFY payloads of some messages: as many in each as fit. */
function envelopesOf(
  origin: string,
  entries: ReadonlyArray<{ id: string; json: string }>,
): string[] {
  const payloads: string[] = [];
  const overhead = Buffer.byteLength(`{"origin":"${origin}","ids":[],"messages":[]}`);
  let group: Array<{ id: string; json: string }> = [];
  let groupBytes = overhead;
  const flush = () => {
    if (group.length === 0) return;
    payloads.push(
      `{"origin":"${origin}","ids":${JSON.stringify(group.map((entry) => entry.id))},"messages":[${group.map((entry) => entry.json).join(',')}]}`,
    );
    group = [];
    groupBytes = overhead;
  };
  for (const entry of entries) {
    // An id costs its 36 characters, two quotes and a comma.
    const bytes = Buffer.byteLength(entry.json) + 1 + entry.id.length + 3;
    if (group.length > 0 && groupBytes + bytes > maxPayloadBytes) flush();
    group.push(entry);
    groupBytes += bytes;
  }
  flush();
  return payloads;
}

/** When events nobody delivered are relayed (a crash between the commit and the send). */
export interface RelayTiming {
  /** How long an event may stay in the outbox before any instance relays it. */
  relayAfterMs: number;
  /** How often each instance looks for such events. */
  relayEveryMs: number;
}
const defaultRelayTiming: RelayTiming = { relayAfterMs: 5_000, relayEveryMs: 5_000 };
/** Delivered events leave the outbox together, this often. */
const removeEveryMs = 250;
/** An event id is remembered this long, so a relayed copy of one already heard is dropped. */
const rememberMs = 10 * 60_000;

/**
 * Live events between server instances, with nothing lost (issue 9 point 4). A change records its
 * events in its own transaction: an outbox row each, and a NOTIFY that PostgreSQL delivers to every
 * instance when, and only if, the transaction commits. The instance that committed hands them to
 * its own handlers at once and removes their rows soon after. An event still in the outbox (its
 * process died between the commit and the send) is relayed by any instance; each
 * instance drops an event id it has already heard, so every connection hears every event once.
 */
export interface EventBus {
  /** Records messages in the transaction `trx` (outbox rows and NOTIFYs, one statement). */
  record(trx: Db, messages: readonly unknown[]): Promise<RecordedEvents>;
  /** The same as values, for a statement that writes them itself. */
  prepare(messages: readonly unknown[]): PreparedEvents;
  /** Records and delivers messages in a transaction of their own (no change to go with). */
  publishAll(messages: readonly unknown[]): Promise<void>;
  publish(message: unknown): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  /** Relays events older than `olderThanMs` that nobody delivered; their count. */
  relayUndelivered(olderThanMs?: number): Promise<number>;
  close(): Promise<void>;
}

abstract class NotifyBus implements EventBus {
  private readonly handlers = new Set<BusHandler>();
  /** Marks this instance's NOTIFYs: their echo is skipped (they were handed out here already). */
  private readonly origin = randomUUID();
  /** How each of this instance's NOTIFY payloads begins (see `envelopesOf`). */
  private readonly ownPrefix = `{"origin":"${this.origin}"`;
  /** Event ids heard here, and when: a relayed copy of one is dropped. */
  private readonly heard = new Map<string, number>();
  private readonly toRemove: string[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private removing: Promise<void> | null = null;
  private isStopped = false;

  constructor(
    protected readonly db: Db,
    protected readonly log?: FastifyBaseLogger,
    private readonly timing: RelayTiming = defaultRelayTiming,
  ) {}

  /** Starts removing and relaying; the first relay waits a round, so reconnecting screens hear. */
  protected startRelay(): void {
    const every = (ms: number, work: () => Promise<unknown>) => {
      let running = false;
      const timer = setInterval(() => {
        if (running || this.isStopped) return;
        running = true;
        work()
          .catch((error: unknown) => this.log?.error({ err: error }, 'live event relay failed'))
          .finally(() => (running = false));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(removeEveryMs, () => this.removeDelivered());
    every(this.timing.relayEveryMs, () => this.relayUndelivered());
  }

  prepare(messages: readonly unknown[]): PreparedEvents {
    const entries = messages.map((message) => ({
      id: randomUUID(),
      json: JSON.stringify(message),
      message,
    }));
    return {
      rows: entries.map((entry) => ({ id: entry.id, message: entry.json })),
      payloads: envelopesOf(this.origin, entries),
      deliverHere: () => this.deliverLocally(entries),
    };
  }

  async record(trx: Db, messages: readonly unknown[]): Promise<RecordedEvents> {
    const prepared = this.prepare(messages);
    if (prepared.rows.length > 0) await recordStatement(trx, prepared);
    return prepared;
  }

  async publishAll(messages: readonly unknown[]): Promise<void> {
    if (messages.length === 0) return;
    const recorded = await this.db.transaction().execute((trx) => this.record(trx, messages));
    recorded.deliverHere();
  }

  publish(message: unknown): Promise<void> {
    return this.publishAll([message]);
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async relayUndelivered(olderThanMs = this.timing.relayAfterMs): Promise<number> {
    const relayed = await this.db.transaction().execute(async (trx) => {
      // Claimed by deleting them: the NOTIFYs below go out with the same commit, or neither does.
      const claimed = await sql<{ id: string; message: string }>`
        with due as (
          select id from event_outbox
          where created_at < now() - make_interval(secs => ${olderThanMs / 1000})
          order by created_at limit 500 for update skip locked)
        delete from event_outbox using due
        where event_outbox.id = due.id
        returning event_outbox.id, event_outbox.message`.execute(trx);
      const entries = claimed.rows.map((row) => ({
        id: row.id,
        json: row.message,
        message: JSON.parse(row.message) as unknown,
      }));
      for (const payload of envelopesOf(this.origin, entries))
        await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
      return entries;
    });
    if (relayed.length > 0) {
      this.log?.warn({ count: relayed.length }, 'relayed live events nobody had delivered');
      this.dispatchEntries(relayed);
    }
    return relayed.length;
  }

  protected async stop(): Promise<void> {
    if (this.isStopped) return;
    this.isStopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.removing;
    await this.removeDelivered().catch(() => undefined);
  }

  /** The committer hands its events out here and removes them from the outbox soon after. */
  private deliverLocally(entries: ReadonlyArray<{ id: string; message: unknown }>): void {
    this.dispatchEntries(entries);
    for (const entry of entries) this.toRemove.push(entry.id);
  }

  private dispatchEntries(entries: ReadonlyArray<{ id: string; message: unknown }>): void {
    const now = Date.now();
    for (const entry of entries) {
      if (this.heard.has(entry.id)) continue;
      this.heard.set(entry.id, now);
      this.dispatch(entry.message);
    }
    this.forgetOld(now);
  }

  private forgetOld(now: number): void {
    // Insertion order is time order: drop from the front until a recent one.
    for (const [id, at] of this.heard) {
      if (now - at < rememberMs) break;
      this.heard.delete(id);
    }
  }

  private async removeDelivered(): Promise<void> {
    if (this.toRemove.length === 0) return;
    const ids = this.toRemove.splice(0, this.toRemove.length);
    // Deleted, not marked delivered: an update rewrote the row, message and all, and indexed it.
    this.removing = sql`delete from event_outbox where id = any(${ids}::uuid[])`
      .execute(this.db)
      .then(() => undefined);
    try {
      await this.removing;
    } finally {
      this.removing = null;
    }
  }

  protected deliver(payload: string | undefined): void {
    // This instance's own NOTIFYs come back too: known by their first bytes, not parsed.
    if (!payload || payload.startsWith(this.ownPrefix)) return;
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(payload) as Partial<Envelope>;
    } catch {
      this.log?.warn({ payload }, 'unreadable live event ignored');
      return;
    }
    if (envelope.origin === this.origin) return;
    const messages = envelope.messages ?? [];
    this.dispatchEntries(
      messages.map((message, index) => ({
        id: envelope.ids?.[index] ?? randomUUID(),
        message,
      })),
    );
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

/** Writes the outbox rows and sends the NOTIFYs of some events in one statement. */
function recordStatement(trx: Db, prepared: PreparedEvents) {
  return sql`with recorded as (
      insert into event_outbox (id, message)
      select * from unnest(${prepared.rows.map((row) => row.id)}::uuid[],
        ${prepared.rows.map((row) => row.message)}::text[])
      returning id)
    select (select count(*) from recorded) as recorded,
      (select count(pg_notify(${channel}, payload))
        from unnest(${prepared.payloads}::text[]) as payload) as notified`.execute(trx);
}

/** The embedded database: PGlite delivers notifications in-process. */
export class PgliteEventBus extends NotifyBus {
  private unlisten: (() => Promise<void>) | null = null;
  constructor(
    db: Db,
    private readonly pglite: PGlite,
    log?: FastifyBaseLogger,
    timing?: RelayTiming,
  ) {
    super(db, log, timing);
  }
  async start(): Promise<this> {
    this.unlisten = await this.pglite.listen(channel, (payload) => this.deliver(payload));
    this.startRelay();
    return this;
  }
  async close(): Promise<void> {
    await this.stop();
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
    timing?: RelayTiming,
  ) {
    super(db, log, timing);
  }

  async start(): Promise<this> {
    await this.listen();
    this.startRelay();
    return this;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.deliver(message.payload));
    client.on('error', (error) => {
      this.log?.warn({ err: error }, 'live event listener lost its connection; reconnecting');
      void this.restart(client);
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    this.client = client;
  }

  private async restart(failed: pg.Client) {
    if (this.isClosed || this.client !== failed) return;
    this.client = null;
    await failed.end().catch(() => undefined);
    for (let attempt = 1; !this.isClosed; attempt++) {
      try {
        await this.listen();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10) * 500));
      }
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.stop();
    await this.client?.end().catch(() => undefined);
  }
}

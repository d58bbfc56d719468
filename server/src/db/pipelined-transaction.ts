import type { Compilable, CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from './database.js';
import { runWithoutRetry } from './prepared-statements.js';

/**
 * Transactions whose BEGIN goes out with their first statement and whose last statement goes out
 * with their COMMIT: two round trips fewer than kysely's `transaction()`, which waits for each
 * answer before it sends the next. On a hot item the row lock is held from the locking read to
 * the commit, so every round trip saved there is time every other bid waits less
 * (docs/decisions.md, "A hot item's transaction in two round trips").
 *
 * The sends overlap on a pool in node-postgres's pipeline mode (`createPool`): each statement
 * still has its own Sync, so PostgreSQL runs them one after another, and a statement that fails
 * aborts the transaction, whose COMMIT then ends it as a ROLLBACK. On a client without it the
 * same calls wait for each answer in turn.
 */
export interface PipelinedTransaction {
  /** The transaction's connection: a statement run through it waits for its answer. */
  readonly db: Db;
  /**
   * Sends `last` (when given) and COMMIT behind it, and waits for both. Throws the statement's
   * error, or the commit's: the transaction is then rolled back, nothing of it is kept.
   */
  readonly commitWith: (last: Compilable<unknown> | CompiledQuery | null) => Promise<void>;
}

/** The pools (and a Kysely over one of their connections) that these transactions use. */
const pools = new WeakMap<Db, { pool: pg.Pool; over: (client: pg.PoolClient) => Db }>();

/** Called by `createKysely`: `db`'s pipelined transactions take their connection from `pool`. */
export function registerPool(db: Db, pool: pg.Pool, over: (client: pg.PoolClient) => Db): void {
  pools.set(db, { pool, over });
}

const kyselyOf = new WeakMap<pg.PoolClient, Db>();

/**
 * The client's socket, if it can be corked (the embedded database's stand-in for one cannot:
 * node-postgres checks it too).
 */
function corkableStreamOf(client: pg.PoolClient) {
  const { stream } = (client as pg.PoolClient & { connection: pg.Connection }).connection;
  return typeof stream.cork === 'function' ? stream : null;
}

/**
 * Runs `send`, whose statements go out in one write to the socket: node-postgres writes each
 * statement as it is queued, and each write to PostgreSQL's socket is a system call that wakes
 * its backend. At 500 bids a second those writes were a third of the server's CPU
 * (docs/decisions.md, "A bid's last statement and its COMMIT in one write").
 */
function inOneWrite<T>(client: pg.PoolClient, send: () => T): T {
  const stream = corkableStreamOf(client);
  if (!stream) return send();
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

/**
 * Sends BEGIN with the transaction's first statement, in one write: the socket stays corked after
 * BEGIN until the next query on `client` is queued (the work's first statement, a few microtasks
 * later, through kysely), or until `release` is called. `release` must be called before anything
 * waits for BEGIN's answer, and before the connection goes back to the pool.
 */
function beginWithNextQuery(
  client: pg.PoolClient,
  begin: () => Promise<unknown>,
): { begun: Promise<unknown>; release: () => void } {
  const stream = corkableStreamOf(client);
  if (!stream) return { begun: begin(), release: () => {} };
  stream.cork();
  const begun = begin();
  // The client's own `query` (prepared-statements.ts puts one there), wrapped while BEGIN waits.
  const target = client as unknown as { query: (...args: unknown[]) => unknown };
  const hadOwnQuery = Object.hasOwn(client, 'query');
  const query = target.query;
  let isHeld = true;
  const release = () => {
    if (!isHeld) return;
    isHeld = false;
    if (hadOwnQuery) target.query = query;
    else delete (target as { query?: unknown }).query;
    stream.uncork();
  };
  target.query = (...args: unknown[]) => {
    const queued = query.apply(client, args);
    release();
    return queued;
  };
  return { begun, release };
}

/** Runs `work` in a transaction on a connection of `db`'s pool (see `PipelinedTransaction`). */
export async function pipelinedTransaction<T>(
  db: Db,
  work: (trx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const registered = pools.get(db);
  if (!registered) throw new Error('pipelinedTransaction: db was not made by createKysely.');
  const client = await registered.pool.connect();
  let trxDb = kyselyOf.get(client);
  if (!trxDb) {
    trxDb = registered.over(client);
    kyselyOf.set(client, trxDb);
  }
  const isPipelined = client.pipeline;
  let isOpen = true;
  let isBroken = false;
  const send = (text: string) => {
    const sent = client.query(text);
    sent.catch(() => undefined);
    return sent;
  };
  // Lets a BEGIN held for the first statement go (`beginWithNextQuery`); nothing to let go else.
  let release = () => {};
  const end = (command: 'COMMIT' | 'ROLLBACK') => {
    release();
    isOpen = false;
    return send(command).catch((error: unknown) => {
      isBroken = true;
      throw error;
    });
  };
  try {
    const held = isPipelined
      ? beginWithNextQuery(client, () => send('BEGIN'))
      : { begun: send('BEGIN'), release };
    const { begun } = held;
    release = held.release;
    if (!isPipelined) await begun;
    const result = await work({
      db: trxDb,
      commitWith: async (last) => {
        release();
        // Nothing is written unless the transaction began (it answered before any statement).
        await begun;
        const compiled = last && 'compile' in last ? last.compile() : last;
        const sendLast = () =>
          compiled && runWithoutRetry(client, compiled.sql, [...compiled.parameters]);
        let written: ReturnType<typeof sendLast>;
        let committed: ReturnType<typeof end>;
        if (isPipelined) {
          [written, committed] = inOneWrite(client, () => [sendLast(), end('COMMIT')] as const);
          written?.catch(() => undefined);
        } else {
          written = sendLast();
          await written?.catch(() => undefined);
          committed = end('COMMIT');
        }
        // Whatever the statement did, the COMMIT behind it ends the transaction.
        const [writing] = await Promise.allSettled([written]);
        const { command } = await committed;
        if (writing.status === 'rejected') throw writing.reason;
        // A COMMIT of a failed transaction is answered ROLLBACK: never report it kept.
        if (command !== 'COMMIT')
          throw new Error(`The transaction was not committed (${command}).`);
      },
    });
    // The work ended without committing (it found nothing to do): nothing of it is kept.
    if (isOpen) await end('ROLLBACK');
    return result;
  } catch (error) {
    if (isOpen) await end('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    release();
    // A connection whose state is in doubt is closed, not given to the next caller.
    client.release(isBroken ? new Error('connection state unknown') : undefined);
  }
}

import { createHash } from 'node:crypto';
import type pg from 'pg';

/** A connection keeps at most this many prepared statements; later ones run unprepared. */
const maxPreparedPerConnection = 400;

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
};

type QueryArguments = [unknown, unknown?, unknown?];
type Query = (...args: QueryArguments) => unknown;

/** Runs `text` as the connection's prepared statement; `canRetry`: see `prepareStatementsOf`. */
type RunPrepared = (text: string, values: unknown[], canRetry: boolean) => Promise<unknown>;

const preparedRunners = new WeakMap<pg.ClientBase, RunPrepared>();

/**
 * Runs every parameterised query of a PostgreSQL connection as a named prepared statement, so
 * that PostgreSQL plans each query text once per connection instead of on every call. On this
 * machine planning a join of three tables costs ~0.7 ms and running it ~0.08 ms: without this a
 * bid spends most of its time in the planner (docs/decisions.md, Bidding performance).
 *
 * A statement whose cached plan no longer fits (another instance changed the schema under a
 * `select *`) is run again unprepared, and the connection stops preparing.
 */
export function prepareStatementsOf(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const prepared = new Set<string>();
  let isPreparing = true;
  const runPrepared: RunPrepared = (text, values, canRetry) => {
    if (!isPreparing) return query(text, values) as Promise<unknown>;
    const name = nameOf(text);
    if (!prepared.has(name) && prepared.size >= maxPreparedPerConnection)
      return query(text, values) as Promise<unknown>;
    prepared.add(name);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      const failure = error as { code?: string; message?: string };
      if (failure.code === '0A000' && failure.message?.includes('cached plan')) {
        isPreparing = false;
        if (canRetry) return query(text, values);
      }
      throw error;
    });
  };
  preparedRunners.set(client, runPrepared);
  (client as unknown as { query: Query }).query = (...args: QueryArguments) => {
    const [text, values, callback] = args;
    const isPlain =
      typeof text === 'string' && Array.isArray(values) && values.length > 0 && !callback;
    return isPlain ? runPrepared(text, values, true) : query(...args);
  };
}

/**
 * Runs a statement that has others sent behind it before its answer (a pipelined transaction's
 * last statement and its COMMIT): prepared as any other, but never run again should its plan
 * not fit, as by then the COMMIT behind it has ended the transaction.
 */
export function runWithoutRetry(
  client: pg.ClientBase,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  const runPrepared = preparedRunners.get(client);
  return (
    runPrepared && values.length > 0
      ? runPrepared(text, values, false)
      : client.query({ text, values })
  ) as Promise<pg.QueryResult>;
}

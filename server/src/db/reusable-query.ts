import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.js';

/** Stands for one named argument while the query is built; replaced by its value on each call. */
class Slot {
  constructor(readonly name: string) {}
}

const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) });

/**
 * A query that kysely builds and compiles once per process; each call only puts its arguments
 * into the parameters. Building a large select costs more CPU than PostgreSQL spends running it:
 * in a reconnect storm of 5,000 screens, building the caller's query took 2 of the server
 * thread's 25 busy seconds, and a hot item's locking read as much again (issue 10, --cpu-prof).
 *
 * `build` may use each argument only as a value (a parameter), never to choose the query's
 * shape: no conditions on it, no `in` lists (use `= any(...)`), no reading its properties, and
 * name each argument (a rest pattern `...others` finds none of them).
 * Every query made this way is run by the tests, which would fail on a misused argument.
 */
export function reusableQuery<Args extends object, Row>(
  build: (db: Db, args: Args) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, args) => {
    compiled ??= build(db, slots as Args).compile();
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      if (!(value.name in args)) throw new Error(`reusableQuery: no argument "${value.name}"`);
      return (args as Record<string, unknown>)[value.name];
    });
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}

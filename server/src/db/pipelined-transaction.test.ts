import net from 'node:net';
import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { createKysely, createPool, openPostgres, type Db } from './database.js';
import { pipelinedTransaction } from './pipelined-transaction.js';

const insertNote = (db: Db, note: string) =>
  sql`insert into pipelined_notes (note) values (${note})`.execute(db);
const notes = async (db: Db) =>
  (await sql<{ note: string }>`select note from pipelined_notes order by id`.execute(db)).rows.map(
    (row) => row.note,
  );
const insertQuery = (db: Db, note: string) =>
  db.insertInto('pipelinedNotes' as never).values({ note });

describe.each(backends)('a pipelined transaction (%s)', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
    await sql`create table pipelined_notes (id serial primary key, note text not null check (note <> 'refused'))`.execute(
      t.db,
    );
  });
  afterAll(() => t.close());

  /** A transaction on `on` writes a note, then fails at `last`: it throws `error`, keeps no note. */
  async function expectNothingKept(on: Db, last: (db: Db) => Compilable<unknown>, error: RegExp) {
    const before = await notes(t.db);
    await expect(
      pipelinedTransaction(on, async ({ db, commitWith }) => {
        await insertNote(db, 'written before the last statement');
        await commitWith(last(db));
      }),
    ).rejects.toThrow(error);
    expect(await notes(t.db)).toEqual(before);
    return before;
  }

  it('keeps what its statements and its last statement wrote, once committed', async () => {
    const answer = await pipelinedTransaction(t.db, async ({ db, commitWith }) => {
      await insertNote(db, 'first');
      // Inside the transaction its own writes are seen; outside, not yet (PGlite is one
      // connection, which the transaction holds).
      expect(await notes(db)).toContain('first');
      if (backend === 'postgres') expect(await notes(t.db)).not.toContain('first');
      await commitWith(insertQuery(db, 'last'));
      return 42;
    });
    expect(answer).toBe(42);
    expect(await notes(t.db)).toEqual(['first', 'last']);
  });

  it('keeps nothing when the last statement fails, throws its error, and the connection serves on', async () => {
    const before = await expectNothingKept(
      t.db,
      (db) => insertQuery(db, 'refused'),
      /check constraint/,
    );
    await pipelinedTransaction(t.db, ({ db, commitWith }) => commitWith(insertQuery(db, 'after')));
    expect(await notes(t.db)).toEqual([...before, 'after']);
  });

  it('keeps nothing of work that throws or ends without committing', async () => {
    const before = await notes(t.db);
    await expect(
      pipelinedTransaction(t.db, async ({ db }) => {
        await insertNote(db, 'thrown away');
        throw new Error('refused by the rules');
      }),
    ).rejects.toThrow('refused by the rules');
    await pipelinedTransaction(t.db, async ({ db }) => {
      await insertNote(db, 'never committed');
    });
    expect(await notes(t.db)).toEqual(before);
  });

  it.runIf(backend === 'postgres')(
    'sends BEGIN with its first statement and its last statement with its COMMIT, two writes in all',
    async () => {
      await notes(t.db); // an idle connection in the pool: no connection is opened below
      const writes = vi.spyOn(net.Socket.prototype, '_write');
      const writevs = vi.spyOn(net.Socket.prototype, '_writev');
      const count = () => writes.mock.calls.length + writevs.mock.calls.length;
      try {
        await pipelinedTransaction(t.db, async ({ db, commitWith }) => {
          await insertNote(db, 'first, with the begin');
          expect(count()).toBe(1);
          await commitWith(insertQuery(db, 'last, with the commit'));
          expect(count()).toBe(2);
        });
      } finally {
        writes.mockRestore();
        writevs.mockRestore();
      }
      expect(await notes(t.db)).toEqual(
        expect.arrayContaining(['first, with the begin', 'last, with the commit']),
      );
    },
  );

  it('holds a row lock from its first statement to its commit', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = pipelinedTransaction(t.db, async ({ db, commitWith }) => {
      await sql`select id from pipelined_notes order by id limit 1 for update`.execute(db);
      order.push('first locked');
      await held;
      order.push('first commits');
      await commitWith(insertQuery(db, 'first of two'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // PGlite is one connection: the second waits for it; PostgreSQL: for the row's lock.
    const second = pipelinedTransaction(t.db, async ({ db, commitWith }) => {
      await sql`select id from pipelined_notes order by id limit 1 for update`.execute(db);
      order.push('second locked');
      await commitWith(insertQuery(db, 'second of two'));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first commits', 'second locked']);
    expect((await notes(t.db)).slice(-2)).toEqual(['first of two', 'second of two']);
  });

  it.runIf(backend === 'postgres')(
    'has the same outcomes on a pool without pipeline mode, waiting for each answer',
    async () => {
      const db = createKysely(
        createPool({ connectionString: t.databaseUrl!, max: 1, pipeline: false }),
      );
      try {
        await pipelinedTransaction(db, async ({ db: trx, commitWith }) => {
          await insertNote(trx, 'one at a time');
          await commitWith(insertQuery(trx, 'then the last'));
        });
        expect((await notes(t.db)).slice(-2)).toEqual(['one at a time', 'then the last']);
        await expectNothingKept(db, (trx) => insertQuery(trx, 'refused'), /check constraint/);
      } finally {
        await db.destroy();
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'runs any other statement again, unprepared, when its prepared plan no longer fits',
    async () => {
      await sql`create table replanned (id serial primary key)`.execute(t.db);
      await sql`insert into replanned default values`.execute(t.db);
      const handle = openPostgres(t.databaseUrl!, 1);
      try {
        // A parameter makes it a prepared statement of the connection.
        const read = () =>
          sql<Record<string, unknown>>`select * from replanned where id > ${0}`.execute(handle.db);
        expect((await read()).rows).toEqual([{ id: 1 }]);
        await sql`alter table replanned add column added integer`.execute(t.db);
        expect((await read()).rows).toEqual([{ id: 1, added: null }]);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'never runs its last statement again outside the transaction when its prepared plan no longer fits',
    async () => {
      // One connection that prepares its statements, as the server's pool does.
      const handle = openPostgres(t.databaseUrl!, 1);
      try {
        const last = (db: Db, note: string) =>
          db
            .insertInto('pipelinedNotes' as never)
            .values({ note })
            .returningAll();
        await pipelinedTransaction(handle.db, ({ db, commitWith }) =>
          commitWith(last(db, 'prepared')),
        );
        // Another instance's migration changes the table: the prepared plan no longer fits.
        await sql`alter table pipelined_notes add column added integer`.execute(t.db);
        await expectNothingKept(handle.db, (db) => last(db, 'not again'), /cached plan/);
        // The connection stops preparing, and its next transaction runs.
        await pipelinedTransaction(handle.db, ({ db, commitWith }) =>
          commitWith(last(db, 'unprepared')),
        );
        expect((await notes(t.db)).at(-1)).toBe('unprepared');
      } finally {
        await handle.close();
      }
    },
  );
});

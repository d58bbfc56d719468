import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp } from '../app.js';
import { createKysely, createPool, type Db } from '../db/database.js';
import { storedItemEventOf } from '../modules/items/item-events.js';
import { itemsRepository } from '../modules/items/items.repository.js';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { listen } from '../../test/hub-listener.js';
import { insertItem, organisationIdOf } from '../../test/item-factory.js';
import { PgliteEventBus, PostgresEventBus, type EventBus } from './event-bus.js';

// Issue 9 point 4: an event is written in its change's transaction; if the process dies between
// the commit and the send, any instance relays it from the outbox, and each client hears it once.
// Quick rounds, yet slow enough that a client connects before the restarted server's first one.
const timing = { relayAfterMs: 300, relayEveryMs: 1500 };
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('the event outbox (%s)', (backend) => {
  let t: TestContext;
  const closers: Array<() => Promise<unknown>> = [];
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    for (const close of closers.splice(0).reverse()) await close();
    await t.close();
  });

  /** Another server process on the same database: a bus of its own and an app listening. */
  async function startInstance(): Promise<{ baseUrl: string; bus: EventBus }> {
    let db: Db = t.db;
    let bus: EventBus;
    if (backend === 'pglite') {
      const pglite = (t.events as unknown as { pglite: PGlite }).pglite;
      bus = await new PgliteEventBus(db, pglite, undefined, timing).start();
    } else {
      db = createKysely(createPool({ connectionString: t.databaseUrl!, max: 4 }));
      closers.push(() => db.destroy());
      bus = await new PostgresEventBus(db, t.databaseUrl!, undefined, timing).start();
    }
    const app = await buildApp(
      { db, clock: t.clock, config: t.config, events: bus },
      { serveWebApp: false, logger: false },
    );
    closers.push(async () => {
      await app.close();
      await bus.close();
    });
    return { baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }), bus };
  }

  /** A published item the demo buyer sees, as its live event. */
  async function eventOfVisibleItem() {
    const hour = 3_600_000;
    const id = await insertItem(t.db, {
      organisationId: await organisationIdOf(t.db, 'Demo Autotalo Oy'),
      startTime: new Date(Date.now() - hour),
      endTime: new Date(Date.now() + 24 * hour),
    });
    const { item, groups } = (await itemsRepository.find(t.db, id))!;
    return storedItemEventOf('Updated', item, groups, new Date());
  }

  /** Records the event in a committed transaction and dies before handing it out. */
  async function recordAndDie(bus: EventBus, event: unknown) {
    await t.db.transaction().execute((trx) => bus.record(trx, [event]));
    // A process killed here never calls deliverHere() and never marks the event delivered.
  }

  const heardOf = (frames: Array<Record<string, unknown>>, itemId: number) =>
    frames.filter((frame) => frame.type === 'Updated' && frame.itemId === itemId).length;

  it('relays an event whose process died after the commit: a client of the restarted server hears it once', async () => {
    t = await createTestContext(backend);
    const event = await eventOfVisibleItem();
    // The dying process: its own bus, so its NOTIFY echo is skipped as its own.
    const dying = await startInstance();
    await recordAndDie(dying.bus, event);
    await dying.bus.close();

    const cookie = await t.signIn('buyer@demo.test');
    const restarted = await startInstance();
    const buyer = await listen(restarted.baseUrl, cookie);
    sockets.push(buyer.socket);
    await buyer.next((frame) => frame.type === 'Updated' && frame.itemId === event.itemId, 5000);
    await settle(3500); // more relay rounds: nothing heard twice
    expect(heardOf(buyer.frames, event.itemId)).toBe(1);
    const { count } = await t.db
      .selectFrom('eventOutbox')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it.runIf(backend === 'postgres')(
    'an instance that heard the event at the commit drops the relayed copy',
    async () => {
      t = await createTestContext(backend);
      const event = await eventOfVisibleItem();
      const other = await startInstance();
      const buyer = await listen(other.baseUrl, await t.signIn('buyer@demo.test'));
      sockets.push(buyer.socket);
      const dying = await startInstance();
      await recordAndDie(dying.bus, event);
      await buyer.next((frame) => frame.type === 'Updated' && frame.itemId === event.itemId);
      // The other instance relays it (nobody marked it delivered): its client must not hear it again.
      await expect.poll(() => other.bus.relayUndelivered(0).then(() => 'relayed')).toBe('relayed');
      await settle(1000);
      expect(heardOf(buyer.frames, event.itemId)).toBe(1);
    },
  );

  it('deletes from the outbox what the committing instance handed out, so nothing is relayed', async () => {
    t = await createTestContext(backend);
    const event = await eventOfVisibleItem();
    const recorded = await t.db.transaction().execute((trx) => t.events.record(trx, [event]));
    recorded.deliverHere();
    await expect
      .poll(async () => (await t.db.selectFrom('eventOutbox').select('id').execute()).length)
      .toBe(0);
    expect(await t.events.relayUndelivered(0)).toBe(0);
  });
});

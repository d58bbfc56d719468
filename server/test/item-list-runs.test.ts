import type { ItemListRow } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { publishItemEvent } from '../src/modules/items/item-events.js';
import { insertItem, organisationIdOf } from './item-factory.js';
import { createTestContext, type TestContext } from './test-context.js';

const hour = 3_600_000;

/**
 * Issue 10: the items list is made of runs of rows kept between loads (`ListChunks`). Whatever
 * happens between two loads, the list must read exactly as one built afresh: a second app on
 * the same database, whose list cache starts empty, gives the truth.
 */
describe('the items list from kept runs of rows', () => {
  let t: TestContext;
  let buyer: string;
  let seller: string;
  let vaihtoautot: number;
  const items: number[] = [];

  beforeAll(async () => {
    t = await createTestContext('pglite');
    t.clock.set('2026-11-23T08:00:00Z');
    buyer = await t.signIn('buyer@demo.test');
    seller = await t.signIn('seller@demo.test');
    const autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    const now = t.clock.now().getTime();
    // Enough rows for several runs (a run is ~64 rows), ending at different times.
    for (let index = 0; index < 400; index++)
      items.push(
        await insertItem(t.db, {
          organisationId: index % 5 === 0 ? vaihtoautot : autotalo,
          startTime: new Date(now - hour),
          endTime: new Date(now + (index % 4) * hour + index * 60_000 + 30_000),
          startPrice: 1000,
          minimumRaise: 100,
          licenseNumber: `RUN-${index}`,
        }),
      );
  }, 60_000);
  afterAll(() => t.close());

  const listOf = async (app: TestContext['app'], cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/AuctionItems',
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ItemListRow[]>();
  };
  const freshListOf = async (cookie: string) => {
    const fresh = await buildApp(
      { db: t.db, clock: t.clock, config: t.config, events: t.events },
      { serveWebApp: false, logger: false },
    );
    try {
      return await listOf(fresh, cookie);
    } finally {
      await fresh.close();
    }
  };

  it('reads as a list built afresh after bids, edits, favourites and time', async () => {
    // Both viewers load first, so every run is kept before the changes.
    await listOf(t.app, buyer);
    await listOf(t.app, seller);
    const bid = async (index: number, price: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/AuctionItems/${items[index]}/Bid`,
        headers: { cookie: buyer },
        payload: { auctionItemId: items[index], price, organisationId: vaihtoautot },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // A bid changes its row in place: the seller's kept answer is patched, run by run; the
    // buyer's own marks change, so its answer is built anew from the kept runs.
    const steps: Array<() => Promise<unknown>> = [
      () => bid(7, 1100),
      async () => {
        await bid(8, 1100);
        await bid(151, 1100);
        await bid(398, 1100);
      },
      async () => {
        await t.db
          .updateTable('auctionItems')
          .set({ make: 'Muutettu' })
          .where('id', '=', items[200]!)
          .execute();
        await publishItemEvent(t, 'Updated', items[200]!);
      },
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/AuctionItems/${items[333]}/AddFavorite`,
          headers: { cookie: buyer },
        }),
      // A row moves in the order: its end extended.
      async () => {
        await t.db
          .updateTable('auctionItems')
          .set({ endTime: new Date(t.clock.now().getTime() + 80 * hour) })
          .where('id', '=', items[3]!)
          .execute();
        await publishItemEvent(t, 'Updated', items[3]!);
      },
      () => bid(9, 1100),
      // Time alone ends the first items, and then leaves them out after 24 hours.
      async () => t.clock.advance(2 * hour),
      async () => t.clock.advance(25 * hour),
    ];
    for (const [index, step] of steps.entries()) {
      await step();
      for (const cookie of [buyer, seller]) {
        const kept = await listOf(t.app, cookie);
        expect(kept, `step ${index}`).toEqual(await freshListOf(cookie));
        expect(kept.length, `step ${index}`).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});

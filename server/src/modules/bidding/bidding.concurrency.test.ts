import { maximumBid, minimumBid } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createKysely, createPool, type Db } from '../../db/database.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { createBuyerOrganisations } from '../../../test/buyer-organisations.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';

// Issue 5: bids fired at once on one item from many organisations, on a real PostgreSQL server
// (TEST_DATABASE_URL), where transactions really run side by side. PGlite serialises everything.
// The requests are spread over four server instances, each with its own connection pool: each
// batches its own requests per item, and the instances contend for the item's row lock.
const item = { startPrice: 1000, minimumRaise: 100 };

describe.skipIf(!backends.includes('postgres'))('concurrent bidding on PostgreSQL', () => {
  let t: TestContext;
  let buyers: Awaited<ReturnType<typeof createBuyerOrganisations>>;
  let seller: number;
  const instances: Array<{ app: FastifyInstance; db: Db }> = [];

  beforeAll(async () => {
    t = await createTestContext('postgres', { API_RATE_LIMIT_PER_MINUTE: '100000' });
    seller = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    buyers = await createBuyerOrganisations(t.db, 20);
    for (let index = 0; index < 4; index++) {
      const db = createKysely(createPool({ connectionString: t.databaseUrl!, max: 8 }));
      const app = await buildApp(
        { db, clock: t.clock, config: t.config, events: t.events },
        { serveWebApp: false, logger: false },
      );
      instances.push({ app, db });
    }
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.db.destroy();
    }
    await t.close();
  });
  const instanceFor = (index: number) => instances[index % instances.length]!.app;

  const newItem = () =>
    insertItem(t.db, {
      organisationId: seller,
      startTime: new Date(t.clock.now().getTime() - 3_600_000),
      endTime: new Date(t.clock.now().getTime() + 48 * 3_600_000),
      ...item,
    });
  const storedBids = (itemId: number) =>
    t.db
      .selectFrom('bids')
      .select(['organisationId', 'price', 'isAutomatic', 'sequence'])
      .where('auctionItemId', '=', itemId)
      .orderBy('sequence')
      .execute();

  it('200 bids from 20 organisations in ten racing waves: one valid increasing sequence, every refusal explained', async () => {
    const itemId = await newItem();
    // Ten waves of 20 requests fired at once, one per organisation, at five prices just above one
    // another, so that four requests race for each step. Every price of a wave is above every
    // price of the wave before it, so each wave has at least one bid to accept whatever order
    // the server meets them in: at least ten accepted bids is a fact, not a lucky ordering.
    const wave = (number: number) =>
      Array.from({ length: 20 }, (_, index) => ({
        buyer: buyers[index]!,
        price: item.startPrice + item.minimumRaise * (1 + 5 * number + Math.floor(index / 4)),
      }));
    const responses = [];
    for (let number = 0; number < 10; number++) {
      responses.push(
        ...(await Promise.all(
          wave(number).map((request, index) =>
            instanceFor(index).inject({
              method: 'POST',
              url: `/api/AuctionItems/${itemId}/Bid`,
              headers: { 'x-api-key': request.buyer.apiKey },
              payload: {
                auctionItemId: itemId,
                price: request.price,
                organisationId: request.buyer.organisationId,
              },
            }),
          ),
        )),
      );
    }
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().error.fields as object)[0]).toMatch(
        /^(bid_below_minimum|already_leading)$/,
      );
    }
    const bids = await storedBids(itemId);
    expect(bids.length).toBe(accepted.length);
    expect(bids.length).toBeGreaterThanOrEqual(10);
    let previous: number | null = null;
    let previousOrganisation: number | null = null;
    for (const bid of bids) {
      expect(bid.price).toBeGreaterThanOrEqual(minimumBid(item, previous));
      expect(bid.price).toBeLessThanOrEqual(maximumBid(item, previous));
      expect(bid.organisationId).not.toBe(previousOrganisation);
      previous = bid.price;
      previousOrganisation = bid.organisationId;
    }
    expect(new Set(bids.map((bid) => bid.price)).size).toBe(bids.length);
    const stored = await t.db
      .selectFrom('auctionItems')
      .select(['priceNow', 'bidCount', 'nextBidSequence'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      priceNow: previous,
      bidCount: bids.length,
      nextBidSequence: bids.at(-1)!.sequence + 1,
    });
    // Every accepted answer is one stored bid, at its own price.
    expect(accepted.map((response) => response.json().state.priceNow).sort()).toEqual(
      bids.map((bid) => bid.price).sort(),
    );
  });

  it('machines and bids at once: the price never falls and no machine bids past its ceiling', async () => {
    const itemId = await newItem();
    const responses = await Promise.all(
      buyers.flatMap((buyer, index) => [
        instanceFor(index).inject({
          method: 'POST',
          url: `/api/AuctionItems/${itemId}/AddBidMachine`,
          headers: { 'x-api-key': buyer.apiKey },
          payload: {
            auctionItemId: itemId,
            priceMaximum: 2000 + index * 150,
            organisationId: buyer.organisationId,
          },
        }),
        instanceFor(index + 1).inject({
          method: 'POST',
          url: `/api/AuctionItems/${itemId}/Bid`,
          headers: { 'x-api-key': buyer.apiKey, 'idempotency-key': `bid-${index}` },
          payload: {
            auctionItemId: itemId,
            price: 1100 + index * 200,
            organisationId: buyer.organisationId,
          },
        }),
      ]),
    );
    for (const response of responses) expect([200, 422]).toContain(response.statusCode);
    const bids = await storedBids(itemId);
    const machines = await t.db
      .selectFrom('bidMachines')
      .select(['organisationId', 'priceMaximum', 'isActive'])
      .where('auctionItemId', '=', itemId)
      .execute();
    let highest = 0;
    for (const bid of bids) {
      expect(bid.price).toBeGreaterThanOrEqual(highest);
      highest = bid.price;
      if (bid.isAutomatic) {
        const machine = machines.find((held) => held.organisationId === bid.organisationId)!;
        expect(bid.price).toBeLessThanOrEqual(machine.priceMaximum);
      }
    }
    expect(new Set(bids.map((bid) => bid.sequence)).size).toBe(bids.length);
    expect(machines.filter((machine) => machine.isActive).length).toBeLessThanOrEqual(1);
    const stored = await t.db
      .selectFrom('auctionItems')
      .select(['priceNow', 'bidCount'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ priceNow: highest, bidCount: bids.length });
  });
});

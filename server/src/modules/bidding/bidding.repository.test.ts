import { afterEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';
import { biddingRepository } from './bidding.repository.js';

// The batch's write puts the events' JSON texts in as they are: the outbox keeps exactly the text
// prepared, whatever its strings hold (a text column takes what a JSON parse of it would refuse).
describe.each(backends)("a money change's write (%s)", (backend) => {
  let t: TestContext;
  afterEach(() => t.close());

  it('records each event as exactly the text prepared, and changes nothing it was not given', async () => {
    t = await createTestContext(backend);
    const itemId = await insertItem(t.db, {
      organisationId: await organisationIdOf(t.db, 'Demo Autotalo Oy'),
      startTime: new Date('2026-11-23T08:00:00Z'),
      endTime: new Date('2026-11-25T08:00:00Z'),
      startPrice: 1000,
      minimumRaise: 100,
    });
    const messages = [
      { type: 'Test', itemId, text: 'lone \ud800 surrogate, "quotes", \\ and é' },
      { type: 'Test', itemId, text: 'second' },
    ];
    const events = t.events.prepare(messages);
    await t.db.transaction().execute(async (trx) => {
      const locked = (await biddingRepository.lockForBidding(trx, itemId))!;
      const { item } = locked;
      await trx.executeQuery(
        biddingRepository.writeChangeQuery(
          {
            itemId,
            bidders: [],
            bids: [],
            machines: [],
            machinesUpdatedAt: new Date(),
            audit: [],
            idempotency: [],
            item: {
              priceNow: item.priceNow,
              bidCount: item.bidCount,
              bidderCount: item.bidderCount,
              nextBidSequence: item.nextBidSequence,
              leaderOrganisationId: item.leaderOrganisationId,
              leaderMarker: item.leaderMarker,
              firstBidAt: item.firstBidAt,
              end: item.end,
              priceReservationExceeded: item.priceReservationExceeded,
            },
          },
          events,
        ),
      );
    });
    const stored = await t.db
      .selectFrom('eventOutbox')
      .select(['id', 'message'])
      .where(
        'id',
        'in',
        events.rows.map((row) => row.id),
      )
      .execute();
    expect(new Map(stored.map((row) => [row.id, row.message]))).toEqual(
      new Map(events.rows.map((row) => [row.id, row.message])),
    );
    const after = await t.db
      .selectFrom('auctionItems')
      .select(['priceNow', 'bidCount', 'endTime'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      priceNow: null,
      bidCount: 0,
      endTime: new Date('2026-11-25T08:00:00Z'),
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';

const day = 24 * 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

describe.each(backends)('reviews (%s)', (backend) => {
  let t: TestContext;
  let autotalo: number;
  let vaihtoautot: number;
  let autokauppa: number;
  let seller: string;
  let winner: string;
  let loser: string;
  let admin: string;

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
    seller = await t.signIn('seller@demo.test');
    winner = await t.signIn('buyer@demo.test');
    loser = await t.signIn('trader@demo.test');
    admin = await t.signIn('admin@demo.test');
  });
  afterEach(() => t.close());

  /** An item that ended an hour ago, won by Vaihtoautot, confirmed sold `confirmedDaysAgo` ago. */
  const soldItem = async (confirmedDaysAgo: number | null = 0) => {
    const itemId = await insertItem(t.db, {
      organisationId: autotalo,
      status: 4,
      startTime: at(-3),
      endTime: at(-1 / 24),
      startPrice: 1000,
      winnerOrganisationId: vaihtoautot,
      winnerMarker: 1,
      finalPrice: 1500,
      priceNow: 1500,
      bidCount: 2,
      bidderCount: 2,
      isFinished: true,
      isWinningBidSelected: true,
    } as never);
    if (confirmedDaysAgo !== null)
      await t.db
        .insertInto('confirmations')
        .values({
          auctionItemId: itemId,
          confirmationType: 1,
          userType: 1,
          isSold: true,
          description: null,
          price: 1500,
          organisationId: autotalo,
          userId: await userIdOf(t.db, 'seller@demo.test'),
          createdAt: at(-confirmedDaysAgo),
        })
        .execute();
    return itemId;
  };
  const add = (cookie: string | null, itemId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${itemId}/AddReview`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const reviews = async (cookie: string, itemId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/${itemId}/reviews`,
        headers: { cookie },
      })
    ).json<Array<Record<string, unknown>>>();
  const stored = async () =>
    (await t.db.selectFrom('auctionItemReviews').select('id').execute()).length;

  it('both sides review once; each changes only its own; the parties read them', async () => {
    const itemId = await soldItem(1);
    const byBuyer = await add(winner, itemId, {
      organisationId: vaihtoautot,
      reviewType: 2,
      thumbsUp: true,
      description: '<script>alert(1)</script> Sujuva kauppa.',
    });
    expect(byBuyer.statusCode).toBe(200);
    const bySeller = await add(seller, itemId, {
      organisationId: autotalo,
      reviewType: 1,
      thumbsUp: null,
      description: 'Maksu saapui ajallaan.',
    });
    expect(bySeller.statusCode).toBe(200);
    const seen = await reviews(winner, itemId);
    expect(seen).toMatchObject([
      {
        reviewType: 2,
        thumbsUp: true,
        description: '<script>alert(1)</script> Sujuva kauppa.',
        isMine: true,
      },
      { reviewType: 1, thumbsUp: null, description: 'Maksu saapui ajallaan.', isMine: false },
    ]);
    expect(await reviews(seller, itemId)).toHaveLength(2);
    expect(await reviews(loser, itemId)).toEqual([]);

    const again = await add(winner, itemId, {
      organisationId: vaihtoautot,
      reviewType: 2,
      thumbsUp: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ reviewType: 'already_reviewed' });

    const update = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/AuctionItems/${itemId}/UpdateReview`,
        headers: { cookie },
        payload,
      });
    const buyerReviewId = byBuyer.json<{ id: number }>().id;
    expect(
      (
        await update(winner, {
          id: buyerReviewId,
          reviewType: 2,
          thumbsUp: false,
          description: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await update(seller, { id: buyerReviewId, reviewType: 2, thumbsUp: true })).statusCode,
    ).toBe(403);
    expect((await reviews(winner, itemId))[0]).toMatchObject({
      thumbsUp: false,
      description: null,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('auditLogType')
      .where('auctionItemId', '=', itemId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.auditLogType)).toEqual([124, 123, 124]);
  });

  it('refuses the wrong reviewer, late or empty reviews, and writes nothing', async () => {
    const itemId = await soldItem(1);
    const late = await soldItem(31);
    const unconfirmed = await soldItem(null);
    const running = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: at(-1),
      endTime: at(1),
    });
    const cases: Array<[string, string | null, number, Record<string, unknown>, number]> = [
      [
        'signed out',
        null,
        itemId,
        { organisationId: vaihtoautot, reviewType: 2, thumbsUp: true },
        401,
      ],
      [
        'a losing buyer',
        loser,
        itemId,
        { organisationId: autokauppa, reviewType: 2, thumbsUp: true },
        403,
      ],
      [
        'another organisation as auctioneer',
        loser,
        itemId,
        { organisationId: autokauppa, reviewType: 1, thumbsUp: true },
        403,
      ],
      [
        'the winner as auctioneer',
        winner,
        itemId,
        { organisationId: vaihtoautot, reviewType: 1, thumbsUp: true },
        403,
      ],
      [
        'a platform admin',
        admin,
        itemId,
        { organisationId: autotalo, reviewType: 1, thumbsUp: true },
        404,
      ],
      [
        'neither thumb nor reason',
        winner,
        itemId,
        { organisationId: vaihtoautot, reviewType: 2, thumbsUp: null, description: '  ' },
        422,
      ],
      [
        'over 500 characters',
        winner,
        itemId,
        { organisationId: vaihtoautot, reviewType: 2, description: 'a'.repeat(501) },
        400,
      ],
      [
        'an unknown type',
        winner,
        itemId,
        { organisationId: vaihtoautot, reviewType: 3, thumbsUp: true },
        400,
      ],
      [
        'the auctioneer after 30 days',
        seller,
        late,
        { organisationId: autotalo, reviewType: 1, thumbsUp: true },
        422,
      ],
      [
        'the auctioneer before the confirmation',
        seller,
        unconfirmed,
        { organisationId: autotalo, reviewType: 1, thumbsUp: true },
        422,
      ],
      [
        'a buyer of a running item',
        winner,
        running,
        { organisationId: vaihtoautot, reviewType: 2, thumbsUp: true },
        403,
      ],
    ];
    for (const [name, cookie, target, payload, status] of cases) {
      const response = await add(cookie, target, payload);
      expect({
        name,
        status: response.statusCode,
        body: typeof response.json().error?.code,
      }).toEqual({
        name,
        status,
        body: 'string',
      });
    }
    expect(await stored()).toBe(0);
    // The winner reviews an unconfirmed sale; the auctioneer of a 30-day-old confirmation may not.
    expect(
      (
        await add(winner, unconfirmed, {
          organisationId: vaihtoautot,
          reviewType: 2,
          thumbsUp: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('anyone who sees the item gives the AI summary one thumb, with an optional comment', async () => {
    const itemId = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: at(-1),
      endTime: at(1),
    });
    const thumb = { organisationId: autokauppa, reviewType: 101, thumbsUp: true };
    expect((await add(loser, itemId, thumb)).statusCode).toBe(200);
    expect((await add(loser, itemId, thumb)).statusCode).toBe(409);
    expect(
      (
        await add(winner, itemId, {
          organisationId: vaihtoautot,
          reviewType: 101,
          description: 'Hyvä',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await add(winner, itemId, {
          organisationId: vaihtoautot,
          reviewType: 101,
          thumbsUp: false,
          description: 'Renkaat puuttuvat',
        })
      ).statusCode,
    ).toBe(200);
    // Each sees only their own thumb.
    expect(await reviews(loser, itemId)).toMatchObject([
      { reviewType: 101, thumbsUp: true, isMine: true },
    ]);
    expect(await reviews(seller, itemId)).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { createApiKey } from '../auth/auth.service.js';
import { endDueAuctions } from '../bidding/ending.commands.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z'); // Monday 12:00 in Helsinki
const at = (hours: number) => new Date(now.getTime() + hours * hour);
const wednesday15 = '2026-11-25T15:00:00+02:00';
const sunday15 = '2026-11-29T15:00:00+02:00';

describe.each(backends)('platform admin item tools (%s)', (backend) => {
  let t: TestContext;
  let autotalo: number;
  let vaihtoautot: number;
  let admin: string;
  let seller: string;
  let buyer: string;
  let apiKey: string;
  let active: number;
  let sold: number;
  let noWinner: number;
  const heard: Array<{ type: string; itemId: number }> = [];

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    admin = await t.signIn('admin@demo.test');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    // Made for the admin's own user (a member here): an integration never carries the admin flag.
    await t.db
      .insertInto('memberships')
      .values({
        userId: await userIdOf(t.db, 'admin@demo.test'),
        organisationId: autotalo,
        phoneNumber: null,
      })
      .execute();
    apiKey = (
      await createApiKey(t, {
        organisationId: autotalo,
        userId: await userIdOf(t.db, 'admin@demo.test'),
        name: 'DMS',
      })
    ).key;
    const createdBy = await userIdOf(t.db, 'seller@demo.test');
    active = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: at(-48),
      endTime: at(24),
      createdBy,
    });
    const ended = {
      organisationId: autotalo,
      startTime: at(-72),
      endTime: at(-24),
      status: 4,
      endedAt: at(-24),
      isFinished: true,
      createdBy,
    } as const;
    sold = await insertItem(t.db, {
      ...ended,
      isWinningBidSelected: true,
      winnerOrganisationId: vaihtoautot,
      finalPrice: 5000,
      priceNow: 5000,
      confirmedSold: true,
      soldPrice: 5000,
      hasAuctioneerConfirmation: true,
    });
    await t.db
      .insertInto('confirmations')
      .values({
        auctionItemId: sold,
        confirmationType: 1,
        userType: 1,
        isSold: true,
        description: null,
        price: 5000,
        organisationId: autotalo,
        userId: createdBy,
        createdAt: at(-20),
      })
      .execute();
    noWinner = await insertItem(t.db, { ...ended, hasAuctioneerConfirmation: true });
    heard.length = 0;
    t.events.subscribe((message) => {
      const event = message as { kind: string; type: string; itemId: number };
      if (event.kind === 'item') heard.push({ type: event.type, itemId: event.itemId });
    });
  });
  afterEach(() => t.close());

  const call = (
    who: string | { apiKey: string },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: typeof who === 'string' ? (who ? { cookie: who } : {}) : { 'x-api-key': who.apiKey },
      ...(payload ? { payload } : {}),
    });
  // The first page (newest first), read oldest first here.
  const auditOf = async (itemId: number) =>
    (await call(admin, 'GET', `/auditlog?auctionItemId=${itemId}`))
      .json<{
        entries: Array<{
          auditLogType: number;
          actorType: number;
          userName: string;
          description: string;
        }>;
      }>()
      .entries.reverse();

  describe('only a platform admin', () => {
    const calls = (): Array<[string, 'GET' | 'POST' | 'PUT' | 'PATCH', string, object?]> => [
      ['item', 'GET', `/auctionitems/${active}`],
      ['audit log', 'GET', `/auditlog?auctionItemId=${active}`],
      ['confirmations', 'GET', `/confirmations?auctionItemId=${sold}`],
      ['end time', 'PATCH', '/endtime', { auctionItemId: active, end: wednesday15 }],
      [
        'fix sold',
        'POST',
        '/confirmations/notsold',
        { auctionItemId: sold, type: 1, isSold: false, description: 'Deal cancelled' },
      ],
      [
        'fix not sold',
        'POST',
        '/confirmations/sold',
        { auctionItemId: sold, type: 1, isSold: true },
      ],
      [
        'auctioneer message',
        'PUT',
        '/auctioneerauctionendnotificationmessage',
        { auctionItemId: sold },
      ],
      [
        'winner message',
        'PUT',
        '/winningbidderauctionendnotificationmessage',
        { auctionItemId: sold, userId: 1 },
      ],
    ];

    it.each(['seller', 'buyer', 'apiKey', 'signedOut'] as const)(
      '%s is refused every admin call, with nothing written',
      async (who) => {
        const caller =
          who === 'seller' ? seller : who === 'buyer' ? buyer : who === 'apiKey' ? { apiKey } : '';
        const expected = who === 'signedOut' ? 401 : 403;
        const before = await t.db.selectFrom('auditLog').select('id').execute();
        for (const [name, method, url, payload] of calls()) {
          const response = await call(caller, method, url, payload);
          expect(response.statusCode, name).toBe(expected);
          expect(response.json().error.code, name).toBe(
            expected === 401 ? 'unauthenticated' : 'forbidden',
          );
          // Refused before the body is read: a body that is not even JSON changes nothing.
          if (method !== 'GET') {
            const garbage = await t.app.inject({
              method,
              url: `/api/admin${url}`,
              headers: {
                ...(typeof caller === 'string'
                  ? caller
                    ? { cookie: caller }
                    : {}
                  : { 'x-api-key': caller.apiKey }),
                'content-type': 'application/json',
              },
              payload: '{not json',
            });
            expect(garbage.statusCode, name).toBe(expected);
          }
        }
        const search = await t.app.inject({
          method: 'GET',
          url: `/api/AuctionItems/search/${'A'.repeat(60)}`,
          headers:
            typeof caller === 'string'
              ? caller
                ? { cookie: caller }
                : {}
              : { 'x-api-key': apiKey },
        });
        expect(search.statusCode).toBe(expected);
        expect(await t.db.selectFrom('auditLog').select('id').execute()).toEqual(before);
        expect(heard).toEqual([]);
      },
    );

    it('the admin is answered every call', async () => {
      const answers: number[] = [];
      for (const [, method, url, payload] of calls().filter(([name]) => name !== 'fix not sold'))
        answers.push((await call(admin, method, url, payload)).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 204, 200, 422]);
    });
  });

  it('reads the whole item of any organisation, a draft too, with no view registered', async () => {
    const draft = await insertItem(t.db, {
      organisationId: vaihtoautot,
      startTime: at(-1),
      endTime: at(48),
      status: 0,
      priceReservation: 9000,
    });
    const response = await call(admin, 'GET', `/auctionitems/${draft}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: draft,
      isDraft: true,
      userType: 0,
      priceReservation: 9000,
    });
    const item = await t.db
      .selectFrom('auctionItems')
      .select('viewCount')
      .where('id', '=', draft)
      .executeTakeFirstOrThrow();
    expect(item.viewCount).toBe(0);
    expect((await call(admin, 'GET', '/auctionitems/999999')).statusCode).toBe(404);
  });

  it('GET {itemId}/Closed answers an ended item, whole to an admin, as the caller may see it otherwise', async () => {
    const closed = (cookie: string, itemId: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/${itemId}/Closed`,
        headers: { cookie },
      });
    const asAdmin = await closed(admin, sold);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ id: sold, isEnded: true, userType: 0 });
    const asSeller = await closed(seller, sold);
    expect(asSeller.json()).toMatchObject({ id: sold, isEnded: true, userType: 1 });
    const running = await closed(admin, active);
    expect(running.statusCode).toBe(422);
    expect(running.json().error.fields).toEqual({ itemId: 'not_ended' });
    // An item the caller may not see stays unseen (a draft of another organisation).
    const draft = await insertItem(t.db, {
      organisationId: autotalo,
      status: 0,
      startTime: at(-72),
      endTime: at(-24),
    });
    expect((await closed(buyer, draft)).statusCode).toBe(404);
  });

  describe('end time', () => {
    it('moves the end: audited as the admin, heard live, and the ending follows it', async () => {
      const response = await call(admin, 'PATCH', '/endtime', {
        auctionItemId: active,
        end: wednesday15,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ warnings: [] });
      const item = await t.db
        .selectFrom('auctionItems')
        .select('endTime')
        .where('id', '=', active)
        .executeTakeFirstOrThrow();
      expect(item.endTime.toISOString()).toBe('2026-11-25T13:00:00.000Z');
      expect(heard).toContainEqual({ type: 'RefreshAuctionItem', itemId: active });
      const audit = await auditOf(active);
      expect(audit.at(-1)).toMatchObject({
        auditLogType: 50,
        actorType: 1,
        userName: 'Aino Ylläpito',
      });
      // The old end comes and goes; the new one ends it.
      t.clock.set(at(25));
      expect(await endDueAuctions(t)).not.toContain(active);
      t.clock.set(new Date('2026-11-25T13:00:01Z'));
      expect(await endDueAuctions(t)).toContain(active);
    });

    it.each<[string, () => object, string, string]>([
      ['a Sunday for a normal item', () => ({ end: sunday15 }), 'end', 'weekend'],
      ['yesterday', () => ({ end: '2026-11-20T15:00:00+02:00' }), 'end', 'before_today'],
      ['after 18:00', () => ({ end: '2026-11-25T18:30:00+02:00' }), 'end', 'end_time_window'],
    ])('refuses %s with the rule named, nothing written', async (_name, body, field, rule) => {
      const response = await call(admin, 'PATCH', '/endtime', { auctionItemId: active, ...body() });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'rule_broken',
        fields: { [field]: rule },
      });
      expect(await auditOf(active)).toEqual([]);
      expect(heard).toEqual([]);
    });

    it('allows a Sunday for a fixed end item, with the warning', async () => {
      await t.db
        .updateTable('auctionItems')
        .set({ fixedEndTime: true })
        .where('id', '=', active)
        .execute();
      const response = await call(admin, 'PATCH', '/endtime', {
        auctionItemId: active,
        end: sunday15,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ warnings: ['weekend'] });
    });

    it('refuses an ended item and bad input', async () => {
      const ended = await call(admin, 'PATCH', '/endtime', {
        auctionItemId: sold,
        end: wednesday15,
      });
      expect(ended.statusCode).toBe(422);
      expect(ended.json().error.fields).toEqual({ auctionItemId: 'not_published' });
      const bad = await call(admin, 'PATCH', '/endtime', { auctionItemId: active, end: 'soon' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
    });
  });

  describe('fix confirmation', () => {
    it('flips the latest confirmation to not sold and back, as a platform admin', async () => {
      const notSold = await call(admin, 'POST', '/confirmations/notsold', {
        auctionItemId: sold,
        type: 1,
        isSold: false,
        description: 'The buyer withdrew',
      });
      expect(notSold.statusCode, notSold.body).toBe(204);
      let confirmations = (await call(admin, 'GET', `/confirmations?auctionItemId=${sold}`)).json<
        Array<{ isSold: boolean; userType: number }>
      >();
      expect(confirmations.at(-1)).toMatchObject({ isSold: false, userType: 2 });
      t.clock.set(at(1));
      const back = await call(admin, 'POST', '/confirmations/sold', {
        auctionItemId: sold,
        type: 1,
        isSold: true,
      });
      expect(back.statusCode).toBe(204);
      confirmations = (await call(admin, 'GET', `/confirmations?auctionItemId=${sold}`)).json();
      expect(confirmations.map((row) => row.isSold)).toEqual([true, false, true]);
      const item = await t.db
        .selectFrom('auctionItems')
        .select(['confirmedSold', 'soldPrice'])
        .where('id', '=', sold)
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ confirmedSold: true, soldPrice: 5000 });
      expect((await auditOf(sold)).map((row) => [row.auditLogType, row.actorType])).toEqual([
        [15, 1],
        [15, 1],
      ]);
      expect(heard).toContainEqual({ type: 'Updated', itemId: sold });
    });

    it('is refused with 422 once the deal is invoiced, nothing written', async () => {
      await t.db
        .insertInto('auctionItemInvoices')
        .values({
          auctionItemId: sold,
          invoiceNumber: 'L-1',
          organisationId: autotalo,
          invoicedAt: now,
        })
        .execute();
      const response = await call(admin, 'POST', '/confirmations/notsold', {
        auctionItemId: sold,
        type: 1,
        isSold: false,
        description: 'x',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toEqual({ auctionItemId: 'already_invoiced' });
      expect(await auditOf(sold)).toEqual([]);
    });

    it.each<[string, () => object, number, object]>([
      [
        'an item without a winner',
        () => ({ auctionItemId: noWinner, type: 1, isSold: false, description: 'x' }),
        422,
        { auctionItemId: 'no_winner' },
      ],
      [
        'not sold without a description',
        () => ({ auctionItemId: sold, type: 1, isSold: false }),
        400,
        { description: 'description_required' },
      ],
      [
        'isSold against the path',
        () => ({ auctionItemId: sold, type: 1, isSold: true }),
        400,
        { isSold: 'mismatch' },
      ],
    ])('refuses %s', async (_name, body, status, fields) => {
      const response = await call(admin, 'POST', '/confirmations/notsold', body());
      expect(response.statusCode).toBe(status);
      expect(response.json().error.fields).toMatchObject(fields);
    });
  });

  describe('end messages', () => {
    it('sends the auctioneer message again to the people the ending chose, audited', async () => {
      const response = await call(admin, 'PUT', '/auctioneerauctionendnotificationmessage', {
        auctionItemId: sold,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sentTo: ['seller@demo.test'] });
      const mail = await t.db
        .selectFrom('mailOutbox')
        .select(['toAddress', 'kind'])
        .where('auctionItemId', '=', sold)
        .execute();
      expect(mail).toEqual([{ toAddress: 'seller@demo.test', kind: 'auctioneerWinner' }]);
      expect((await auditOf(sold)).map((row) => [row.auditLogType, row.actorType])).toEqual([
        [13, 1],
      ]);
    });

    it("sends the winner's message to a user of the winning organisation only", async () => {
      const buyerId = await userIdOf(t.db, 'buyer@demo.test');
      const ok = await call(admin, 'PUT', '/winningbidderauctionendnotificationmessage', {
        auctionItemId: sold,
        userId: buyerId,
      });
      expect(ok.json()).toEqual({ sentTo: ['buyer@demo.test'] });
      const stranger = await call(admin, 'PUT', '/winningbidderauctionendnotificationmessage', {
        auctionItemId: sold,
        userId: await userIdOf(t.db, 'seller@demo.test'),
      });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().error.fields).toEqual({ userId: 'not_a_member' });
    });

    it('refuses an item without a winner, or not ended', async () => {
      for (const [itemId, rule] of [
        [noWinner, 'no_winner'],
        [active, 'not_ended'],
      ] as const) {
        const response = await call(admin, 'PUT', '/auctioneerauctionendnotificationmessage', {
          auctionItemId: itemId,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().error.fields).toEqual({ auctionItemId: rule });
      }
      expect(await t.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
    });
  });
});

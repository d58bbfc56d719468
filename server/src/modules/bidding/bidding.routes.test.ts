import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

describe.each(backends)('bids and bid machines (%s)', (backend) => {
  let t: TestContext;
  let seller: number;
  let vaihtoautot: number;
  let autokauppa: number;
  let buyer: string;
  let trader: string;

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    seller = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
    buyer = await t.signIn('buyer@demo.test');
    trader = await t.signIn('trader@demo.test');
  });
  afterEach(() => t.close());

  const activeItem = (values: Record<string, unknown> = {}) =>
    insertItem(t.db, {
      organisationId: seller,
      startTime: at(-48),
      endTime: at(24 * 7),
      startPrice: 1000,
      minimumRaise: 100,
      ...values,
    });
  const send = (
    cookie: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/AuctionItems${url}`,
      headers: { cookie, ...headers },
      payload: payload as object,
    });
  const bid = (
    cookie: string,
    itemId: number,
    organisationId: number,
    price: unknown,
    extra = {},
  ) =>
    send(cookie, 'POST', `/${itemId}/Bid`, {
      auctionItemId: itemId,
      price,
      organisationId,
      ...extra,
    });
  const storedBids = (itemId: number) =>
    t.db
      .selectFrom('bids')
      .select(['organisationId', 'price', 'isAutomatic', 'sequence'])
      .where('auctionItemId', '=', itemId)
      .orderBy('sequence')
      .execute();
  const storedItem = (itemId: number) =>
    t.db.selectFrom('auctionItems').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
  const auditTypes = async (itemId: number) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select('auditLogType')
        .where('auctionItemId', '=', itemId)
        .orderBy('id')
        .execute()
    ).map((row) => row.auditLogType);

  it('takes a first bid at start price + raise, answers the new state and closes the item 24 h later', async () => {
    const itemId = await activeItem();
    const refused = await bid(buyer, itemId, vaihtoautot, 1050);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'rule_broken',
      fields: { price: 'bid_below_minimum' },
    });

    const accepted = await bid(buyer, itemId, vaihtoautot, 1100);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      auctionItemId: itemId,
      isLeading: true,
      ownBidderMarker: 1,
      bidMachine: null,
      state: {
        priceNow: 1100,
        bidCount: 1,
        bidderCount: 1,
        leaderMarker: 1,
        end: at(24).toISOString(),
      },
    });
    const row = await storedItem(itemId);
    expect(row).toMatchObject({ priceNow: 1100, bidCount: 1, leaderOrganisationId: vaihtoautot });
    expect(row.endTime.toISOString()).toBe(at(24).toISOString());
    expect(await auditTypes(itemId)).toEqual([20]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const itemId = await activeItem();
    for (const price of [0, -100, '1200', 1200.5, null]) {
      const response = await bid(buyer, itemId, vaihtoautot, price);
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const mismatch = await send(buyer, 'POST', `/${itemId}/Bid`, {
      auctionItemId: itemId + 1,
      price: 1100,
      organisationId: vaihtoautot,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await storedBids(itemId)).toEqual([]);
    expect(await auditTypes(itemId)).toEqual([]);
  });

  it('refuses a bid over the +10,000 cap, on a draft, on an ended item, for another organisation, and while leading', async () => {
    const itemId = await activeItem();
    const cap = await bid(buyer, itemId, vaihtoautot, 11_001);
    expect([cap.statusCode, cap.json().error.fields]).toEqual([
      422,
      { price: 'bid_above_maximum' },
    ]);

    const draft = await activeItem({ status: 0 });
    expect((await bid(buyer, draft, vaihtoautot, 1100)).statusCode).toBe(404);

    const ended = await activeItem({ endTime: at(-1) });
    const late = await bid(buyer, ended, vaihtoautot, 1100);
    expect([late.statusCode, late.json().error.fields]).toEqual([
      422,
      { auctionItemId: 'item_not_active' },
    ]);

    const foreign = await bid(buyer, itemId, autokauppa, 1100);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([403, 'forbidden']);

    expect((await bid(buyer, itemId, vaihtoautot, 1100)).statusCode).toBe(200);
    const again = await bid(buyer, itemId, vaihtoautot, 1200);
    expect([again.statusCode, again.json().error.fields]).toEqual([
      422,
      { auctionItemId: 'already_leading' },
    ]);
    expect(await storedBids(itemId)).toEqual([
      { organisationId: vaihtoautot, price: 1100, isAutomatic: false, sequence: 1 },
    ]);
  });

  it('refuses bids on the own organisation’s item and without the buyer right', async () => {
    const itemId = await activeItem();
    const dual = await t.signIn('dual@demo.test');
    const own = await bid(dual, itemId, seller, 1100);
    expect([own.statusCode, own.json().error.fields]).toEqual([422, { auctionItemId: 'own_item' }]);
    const nobody = await t.signIn('nobody@demo.test');
    const response = await bid(nobody, itemId, vaihtoautot, 1100);
    expect([404, 403]).toContain(response.statusCode);
    expect(await storedBids(itemId)).toEqual([]);
  });

  it('answers 409 price_changed with the current price when the price moved under the bidder', async () => {
    const itemId = await activeItem();
    expect((await bid(trader, itemId, autokauppa, 1100, { priceNow: 1000 })).statusCode).toBe(200);
    const stale = await bid(buyer, itemId, vaihtoautot, 1100, { priceNow: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'price_changed',
      details: { priceNow: 1100, minimumBid: 1200, maximumBid: 11_100 },
    });
    // The same too-low bid without a stale price seen is a broken rule.
    expect((await bid(buyer, itemId, vaihtoautot, 1100, { priceNow: 1100 })).statusCode).toBe(422);
  });

  it('never makes two bids for one Idempotency-Key, and refuses the key on another call', async () => {
    const itemId = await activeItem();
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await send(
      buyer,
      'POST',
      `/${itemId}/Bid`,
      { auctionItemId: itemId, price: 1100, organisationId: vaihtoautot },
      headers,
    );
    const retry = await send(
      buyer,
      'POST',
      `/${itemId}/Bid`,
      { auctionItemId: itemId, price: 1100, organisationId: vaihtoautot },
      headers,
    );
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await storedBids(itemId)).toHaveLength(1);
    const other = await activeItem();
    const reused = await send(
      buyer,
      'POST',
      `/${other}/Bid`,
      { auctionItemId: other, price: 1100, organisationId: vaihtoautot },
      headers,
    );
    expect([reused.statusCode, reused.json().error.fields]).toEqual([
      422,
      { 'Idempotency-Key': 'idempotency_key_reused' },
    ]);
    expect(await storedBids(other)).toEqual([]);
  });

  // Issue 15: a reused key with another body replayed the first answer as if it were the second's.
  it('refuses an Idempotency-Key sent again with another body, and replays it with the same body', async () => {
    const itemId = await activeItem();
    const headers = { 'idempotency-key': 'retry-2' };
    const first = await send(
      buyer,
      'POST',
      `/${itemId}/Bid`,
      { auctionItemId: itemId, price: 1100, organisationId: vaihtoautot },
      headers,
    );
    expect(first.statusCode).toBe(200);
    const otherPrice = await send(
      buyer,
      'POST',
      `/${itemId}/Bid`,
      { auctionItemId: itemId, price: 1500, organisationId: vaihtoautot },
      headers,
    );
    expect([otherPrice.statusCode, otherPrice.json().error.fields]).toEqual([
      422,
      { 'Idempotency-Key': 'idempotency_key_reused' },
    ]);
    // The same body with its fields in another order is the same request.
    const sameBody = await send(
      buyer,
      'POST',
      `/${itemId}/Bid`,
      { organisationId: vaihtoautot, price: 1100, auctionItemId: itemId },
      headers,
    );
    expect(sameBody.statusCode).toBe(200);
    expect(sameBody.json()).toEqual(first.json());
    expect((await storedBids(itemId)).map((stored) => stored.price)).toEqual([1100]);

    // Two at once with one key and different bodies: one is taken, the other refused.
    const next = await activeItem();
    const racing = await Promise.all(
      [1100, 1200].map((price) =>
        send(
          buyer,
          'POST',
          `/${next}/Bid`,
          { auctionItemId: next, price, organisationId: vaihtoautot },
          { 'idempotency-key': 'retry-3' },
        ),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await storedBids(next)).toHaveLength(1);
  });

  it('bid machines: bid only as needed, answer manual bids, switch off when exceeded, change and go', async () => {
    const itemId = await activeItem();
    const machine = await send(buyer, 'POST', `/${itemId}/AddBidMachine`, {
      auctionItemId: itemId,
      priceMaximum: 2000,
      organisationId: vaihtoautot,
    });
    expect(machine.statusCode).toBe(200);
    const machineId = machine.json().bidMachine.id as number;
    expect(machine.json()).toMatchObject({
      isLeading: true,
      state: { priceNow: 1100 },
      bidMachine: {
        priceMaximum: 2000,
        isActive: true,
        isExceeded: false,
        highestAutomaticBid: 1100,
      },
    });
    const second = await send(buyer, 'POST', `/${itemId}/AddBidMachine`, {
      auctionItemId: itemId,
      priceMaximum: 3000,
      organisationId: vaihtoautot,
    });
    expect(second.json().error.fields).toEqual({ bidMachineId: 'bid_machine_exists' });

    const answered = await bid(trader, itemId, autokauppa, 1500);
    expect(answered.json()).toMatchObject({
      isLeading: false,
      state: { priceNow: 1600, leaderMarker: 1 },
    });

    const lowered = await send(buyer, 'PATCH', `/${itemId}/UpdateBidMachine`, {
      auctionItemId: itemId,
      newPrice: 1500,
      organisationId: vaihtoautot,
      bidMachineId: machineId,
    });
    expect(lowered.statusCode).toBe(422);

    const over = await bid(trader, itemId, autokauppa, 2500);
    expect(over.json()).toMatchObject({ isLeading: true, state: { priceNow: 2500 } });
    const exceeded = await t.db
      .selectFrom('bidMachines')
      .select(['isActive', 'isExceeded'])
      .where('id', '=', machineId)
      .executeTakeFirstOrThrow();
    expect(exceeded).toEqual({ isActive: false, isExceeded: true });

    // Raised again, the exceeded machine takes the lead back at the manual bid + raise.
    const raised = await send(buyer, 'PATCH', `/${itemId}/UpdateBidMachine`, {
      auctionItemId: itemId,
      newPrice: 4000,
      organisationId: vaihtoautot,
      bidMachineId: machineId,
    });
    expect(raised.json()).toMatchObject({
      isLeading: true,
      state: { priceNow: 2600 },
      bidMachine: { id: machineId, priceMaximum: 4000, isActive: true },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/AuctionItems/${itemId}/DeleteBidMachine`,
      headers: { cookie: buyer },
      payload: { auctionItemId: itemId, bidMachineId: machineId },
    });
    expect(removed.json()).toMatchObject({
      bidMachine: null,
      isLeading: true,
      state: { priceNow: 2600 },
    });
    expect(await storedBids(itemId)).toEqual([
      { organisationId: vaihtoautot, price: 1100, isAutomatic: true, sequence: 2 },
      { organisationId: autokauppa, price: 1500, isAutomatic: false, sequence: 3 },
      { organisationId: vaihtoautot, price: 1600, isAutomatic: true, sequence: 4 },
      { organisationId: autokauppa, price: 2500, isAutomatic: false, sequence: 5 },
      { organisationId: vaihtoautot, price: 2600, isAutomatic: true, sequence: 7 },
    ]);
    expect(await auditTypes(itemId)).toEqual([21, 20, 20, 20, 20, 22, 20, 23]);
    // Someone else's machine id is not the caller's to remove.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/AuctionItems/${itemId}/DeleteBidMachine`,
      headers: { cookie: trader },
      payload: { auctionItemId: itemId, bidMachineId: machineId },
    });
    expect(foreign.json().error.fields).toEqual({ bidMachineId: 'no_bid_machine' });
  });

  it('a removed bid machine keeps dateDeleted and buyerDeletedPrice (its ceiling then) in buyerBidMachines', async () => {
    const itemId = await activeItem();
    const added = await send(buyer, 'POST', `/${itemId}/AddBidMachine`, {
      auctionItemId: itemId,
      priceMaximum: 2000,
      organisationId: vaihtoautot,
    });
    const machineId = added.json().bidMachine.id as number;
    expect(added.json().bidMachine).toMatchObject({ dateDeleted: null, buyerDeletedPrice: null });
    await send(buyer, 'PATCH', `/${itemId}/UpdateBidMachine`, {
      auctionItemId: itemId,
      newPrice: 3500,
      organisationId: vaihtoautot,
      bidMachineId: machineId,
    });
    t.clock.set(at(2));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/AuctionItems/${itemId}/DeleteBidMachine`,
      headers: { cookie: buyer },
      payload: { auctionItemId: itemId, bidMachineId: machineId },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('bidMachines')
        .select(['dateDeleted', 'buyerDeletedPrice'])
        .where('id', '=', machineId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ dateDeleted: at(2), buyerDeletedPrice: 3500 });
    t.clock.set(at(3));
    const again = await send(buyer, 'POST', `/${itemId}/AddBidMachine`, {
      auctionItemId: itemId,
      priceMaximum: 3000,
      organisationId: vaihtoautot,
    });
    const newId = again.json().bidMachine.id as number;
    const item = async (cookie: string) =>
      (await t.app.inject({ url: `/api/AuctionItems/${itemId}`, headers: { cookie } })).json();
    const seen = await item(buyer);
    expect(seen.bidMachine).toMatchObject({ id: newId, dateDeleted: null });
    expect(seen.buyerBidMachines).toEqual([
      {
        id: newId,
        priceMaximum: 3000,
        officeId: null,
        isActive: true,
        isExceeded: false,
        highestAutomaticBid: 1100,
        dateDeleted: null,
        buyerDeletedPrice: null,
      },
      {
        id: machineId,
        priceMaximum: 3500,
        officeId: null,
        isActive: false,
        isExceeded: false,
        highestAutomaticBid: 1100,
        dateDeleted: at(2).toISOString(),
        buyerDeletedPrice: 3500,
      },
    ]);
    // Another organisation's machines are not told.
    expect((await item(trader)).buyerBidMachines).toEqual([]);
  });

  it('records that the price reservation was reached', async () => {
    const itemId = await activeItem({ priceReservation: 1500 });
    await bid(buyer, itemId, vaihtoautot, 1400);
    expect((await storedItem(itemId)).priceReservationExceeded).toBe(false);
    const reached = await bid(trader, itemId, autokauppa, 1500);
    expect(reached.json().state.priceReservationExceeded).toBe(true);
    expect(await auditTypes(itemId)).toEqual([20, 20, 10]);
  });

  it('shows who bid only as spec 6 allows', async () => {
    const itemId = await activeItem({ endTime: at(2) });
    await bid(buyer, itemId, vaihtoautot, 1100);
    await bid(trader, itemId, autokauppa, 1200);
    const sellerCookie = await t.signIn('seller@demo.test');
    const probuyer = await t.signIn('probuyer@demo.test');
    const topBids = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/AuctionItems/${itemId}/topBids`,
          headers: { cookie },
        })
      ).json<Array<Record<string, unknown>>>();

    const asBuyer = await topBids(buyer);
    expect(
      asBuyer.map((row) => [
        row.price,
        row.bidderName,
        row.bidderOrganisationName,
        row.isCurrentOrganisationsBid,
      ]),
    ).toEqual([
      [1200, null, null, false],
      [1100, 'Bengt Lindqvist', 'Demo Vaihtoautot Oy', true],
    ]);
    const asOther = await topBids(probuyer);
    expect(
      asOther.every((row) => row.bidderName === null && row.bidderOrganisationName === null),
    ).toBe(true);
    const asSeller = await topBids(sellerCookie);
    expect(asSeller.map((row) => [row.bidderOrganisationName, row.bidderEmail])).toEqual([
      ['Demo Autokauppa Oy', null],
      ['Demo Vaihtoautot Oy', null],
    ]);
    t.clock.set(at(3));
    const afterEnd = await topBids(sellerCookie);
    expect(afterEnd.map((row) => row.bidderEmail)).toEqual(['trader@demo.test', 'buyer@demo.test']);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/AuctionItems/${itemId}/bid-details`,
      headers: { cookie: buyer },
    });
    expect(details.statusCode).toBe(403);
  });
});

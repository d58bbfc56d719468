import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { deliverQueuedMail } from '../mail/mail-outbox.js';
import { autoConfirmSales } from './after-sale.commands.js';
import { endDueAuctions } from './ending.commands.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

describe.each(backends)('ending, choosing the winner and confirming (%s)', (backend) => {
  let t: TestContext;
  let sellerOrganisation: number;
  let vaihtoautot: number;
  let autokauppa: number;
  let seller: string;
  let buyer: string;
  let trader: string;
  const heard: Array<{ type: string; itemId: number }> = [];

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    sellerOrganisation = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    trader = await t.signIn('trader@demo.test');
    heard.length = 0;
    t.events.subscribe((message) => {
      const event = message as { kind: string; type: string; itemId: number };
      if (event.kind === 'item') heard.push({ type: event.type, itemId: event.itemId });
    });
  });
  afterEach(() => t.close());

  const expressItem = async (values: Record<string, unknown> = {}) => {
    const itemId = await insertItem(t.db, {
      organisationId: sellerOrganisation,
      startTime: at(-48),
      endTime: at(1),
      fixedEndTime: true,
      startPrice: 1000,
      minimumRaise: 100,
      createdBy: await userIdOf(t.db, 'seller@demo.test'),
      ...values,
    });
    await t.db
      .insertInto('auctionItemResponsiblePersons')
      .values({
        auctionItemId: itemId,
        userId: await userIdOf(t.db, 'seller@demo.test'),
        showInAuction: true,
      })
      .execute();
    return itemId;
  };
  const post = (cookie: string, url: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems${url}`,
      headers: { cookie },
      payload: payload as object,
    });
  const bid = (cookie: string, itemId: number, organisationId: number, price: number) =>
    post(cookie, `/${itemId}/Bid`, { auctionItemId: itemId, price, organisationId });
  const item = async (cookie: string, itemId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/AuctionItems/${itemId}`, headers: { cookie } })
    ).json();
  const audit = async (itemId: number) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select('auditLogType')
        .where('auctionItemId', '=', itemId)
        .where('auditLogType', 'not in', [20])
        .orderBy('id')
        .execute()
    ).map((row) => row.auditLogType);
  const outbox = (itemId: number) =>
    t.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'kind', 'subject'])
      .where('auctionItemId', '=', itemId)
      .orderBy('id')
      .execute();

  it('an ordinary item gets its highest bid as winner at the end, once, and the messages go out', async () => {
    const itemId = await expressItem();
    await bid(buyer, itemId, vaihtoautot, 1100);
    await bid(trader, itemId, autokauppa, 1200);
    expect(await endDueAuctions(t)).toEqual([]); // not yet
    t.clock.set(at(1));
    expect((await bid(buyer, itemId, vaihtoautot, 1300)).json().error.fields).toEqual({
      auctionItemId: 'item_not_active',
    });
    expect(await endDueAuctions(t)).toEqual([itemId]);
    expect(await endDueAuctions(t)).toEqual([]);
    expect(heard).toContainEqual({ type: 'NewEndedAuctionItems', itemId });

    const asTrader = await item(trader, itemId);
    expect(asTrader).toMatchObject({
      status: 4,
      isEnded: true,
      isFinished: true,
      isWinningBidSelected: true,
      priceNow: 1200,
      winnerMarker: asTrader.ownBidderMarker,
      confirmations: [],
    });
    expect((await item(buyer, itemId)).confirmations).toEqual([]);
    expect(await audit(itemId)).toEqual([11, 13, 13]);
    expect(await outbox(itemId)).toEqual([
      {
        toAddress: 'seller@demo.test',
        kind: 'auctioneerWinner',
        subject: 'Huutokauppa päättyi – voittaja valittu',
      },
      { toAddress: 'trader@demo.test', kind: 'winner', subject: 'Voitit huutokaupan' },
    ]);

    // The auctioneer confirms it sold; a second confirmation is refused; the winner confirms.
    const notSold = await post(seller, `/${itemId}/AuctioneerConfirm`, { isSold: false });
    expect([notSold.statusCode, notSold.json().error.fields]).toEqual([
      400,
      { description: 'description_required' },
    ]);
    expect((await post(buyer, `/${itemId}/AuctioneerConfirm`, { isSold: true })).statusCode).toBe(
      403,
    );
    const sold = await post(seller, `/${itemId}/AuctioneerConfirm`, { isSold: true });
    expect(sold.json()).toMatchObject({ confirmedSold: true, soldPrice: 1200 });
    expect(sold.json().confirmations).toMatchObject([
      { confirmationType: 1, userType: 1, isSold: true, price: 1200, userName: 'Sanna Myllymäki' },
    ]);
    const twice = await post(seller, `/${itemId}/AuctioneerConfirm`, {
      isSold: false,
      description: 'Peruttu',
    });
    expect(twice.json().error.fields).toEqual({ auctionItemId: 'already_confirmed' });
    const notWinner = await post(buyer, `/${itemId}/BuyerConfirm`);
    expect(notWinner.json().error.fields).toEqual({ auctionItemId: 'not_winner' });
    const bought = await post(trader, `/${itemId}/BuyerConfirm`);
    expect(bought.json()).toMatchObject({ hasBuyerConfirmation: true, confirmedSold: true });
    expect((await post(trader, `/${itemId}/BuyerConfirm`)).json().error.fields).toEqual({
      auctionItemId: 'already_confirmed',
    });
  });

  it('an open-bid item waits for the auctioneer, who picks a bid at an agreed price', async () => {
    const itemId = await expressItem({ openBid: true });
    await bid(buyer, itemId, vaihtoautot, 1100);
    await bid(trader, itemId, autokauppa, 1200);
    t.clock.set(at(2));
    await endDueAuctions(t);
    expect(await item(buyer, itemId)).toMatchObject({
      isFinished: false,
      isWinningBidSelected: false,
      winnerMarker: null,
    });
    expect(await outbox(itemId)).toMatchObject([{ kind: 'auctioneerChooseBuyer' }]);

    const bids = (
      await t.app.inject({
        method: 'GET',
        url: `/api/AuctionItems/${itemId}/topBids`,
        headers: { cookie: seller },
      })
    ).json<Array<{ bidId: number; price: number; bidderEmail: string | null }>>();
    expect(bids.map((row) => [row.price, row.bidderEmail])).toEqual([
      [1200, 'trader@demo.test'],
      [1100, 'buyer@demo.test'],
    ]);
    const lower = bids[1]!;
    expect(
      (await post(buyer, `/${itemId}/SetWinningBid`, { bidId: lower.bidId, price: 1150 }))
        .statusCode,
    ).toBe(403);
    const missingPrice = await post(seller, `/${itemId}/SetWinningBid`, { bidId: lower.bidId });
    expect(missingPrice.statusCode).toBe(400);
    const chosen = await post(seller, `/${itemId}/SetWinningBid`, {
      bidId: lower.bidId,
      price: 1150,
    });
    expect(chosen.json()).toMatchObject({
      isFinished: true,
      isWinningBidSelected: true,
      isNegotiated: true,
    });
    const asBuyer = await item(buyer, itemId);
    expect(asBuyer.winnerMarker).toBe(asBuyer.ownBidderMarker);
    expect((await item(trader, itemId)).winnerMarker).not.toBe(
      (await item(trader, itemId)).ownBidderMarker,
    );
    const again = await post(seller, `/${itemId}/SetWinningBid`, {
      bidId: lower.bidId,
      price: 1150,
    });
    expect(again.json().error.fields).toEqual({ auctionItemId: 'already_finished' });
    expect(await outbox(itemId)).toMatchObject([
      { kind: 'auctioneerChooseBuyer' },
      { kind: 'winner', toAddress: 'buyer@demo.test' },
    ]);
    expect(await audit(itemId)).toEqual([11, 13, 14]);
    expect(heard.filter((event) => event.itemId === itemId).map((event) => event.type)).toContain(
      'Updated',
    );
  });

  it("'no buyer' for a reservation not reached records an automatic not-sold confirmation", async () => {
    const itemId = await expressItem({ priceReservation: 5000 });
    await bid(buyer, itemId, vaihtoautot, 1100);
    t.clock.set(at(2));
    await endDueAuctions(t);
    expect(await item(buyer, itemId)).toMatchObject({
      isFinished: false,
      priceReservationExceeded: false,
    });
    const noBuyer = await post(seller, `/${itemId}/SetWinningBid`, { bidId: null });
    expect(noBuyer.json()).toMatchObject({ isFinished: true, confirmedSold: false });
    expect(noBuyer.json().confirmations).toMatchObject([
      { isSold: false, userType: 3, confirmationType: 1 },
    ]);
    expect((await item(buyer, itemId)).confirmedSold).toBe(false);
  });

  it('a copy of a sold item starts without its bidding', async () => {
    const itemId = await expressItem();
    await bid(buyer, itemId, vaihtoautot, 1100);
    t.clock.set(at(1));
    await endDueAuctions(t);
    await post(seller, `/${itemId}/AuctioneerConfirm`, { isSold: true });
    const copy = await post(seller, `/${itemId}/Redraft`);
    expect(copy.json().id).not.toBe(itemId);
    expect(copy.json()).toMatchObject({
      isDraft: true,
      priceNow: null,
      bidCount: 0,
      bidderCount: 0,
      leaderMarker: null,
      winnerMarker: null,
      isFinished: false,
      isWinningBidSelected: false,
      confirmedSold: null,
      confirmations: [],
    });
  });

  it('an item without bids ends without a winner', async () => {
    const itemId = await expressItem();
    t.clock.set(at(1));
    await endDueAuctions(t);
    expect(await item(seller, itemId)).toMatchObject({
      status: 4,
      isFinished: true,
      isWinningBidSelected: false,
    });
    expect(await audit(itemId)).toEqual([12, 13]);
    expect(await outbox(itemId)).toMatchObject([{ kind: 'auctioneerNoBids' }]);
  });

  it('confirms a winner automatically seven days after the end when the auctioneer has not', async () => {
    const itemId = await expressItem();
    await bid(buyer, itemId, vaihtoautot, 1100);
    t.clock.set(at(1));
    await endDueAuctions(t);
    t.clock.set(at(1 + 24 * 7 - 1));
    expect(await autoConfirmSales(t)).toEqual([]);
    t.clock.set(at(1 + 24 * 7));
    expect(await autoConfirmSales(t)).toEqual([itemId]);
    seller = await t.signIn('seller@demo.test'); // a week later the session has run out
    expect((await item(seller, itemId)).confirmations).toMatchObject([
      { userType: 3, isSold: true, price: 1100 },
    ]);
    expect(await autoConfirmSales(t)).toEqual([]);
  });

  it('sends queued mail through the transport once, keeping failures for another try', async () => {
    const itemId = await expressItem();
    await bid(buyer, itemId, vaihtoautot, 1100);
    t.clock.set(at(1));
    await endDueAuctions(t);
    const sent: string[] = [];
    let fail = true;
    const transport = {
      sendMail: (mail: { to: string }) => {
        if (fail) {
          fail = false;
          return Promise.reject(new Error('connection refused'));
        }
        sent.push(mail.to);
        return Promise.resolve();
      },
    };
    expect(await deliverQueuedMail(t, transport)).toBe(1);
    expect(await deliverQueuedMail(t, transport)).toBe(0);
    t.clock.advance(60_000); // the failed one is tried again a minute later
    expect(await deliverQueuedMail(t, transport)).toBe(1);
    expect(await deliverQueuedMail(t, transport)).toBe(0);
    expect(sent.sort()).toEqual(['buyer@demo.test', 'seller@demo.test']);
  });
});

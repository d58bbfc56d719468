import {
  emptyItemFilters,
  filterItems,
  type ItemFilters,
  type ItemListRow,
  type OwnActionFilter,
} from '@dealer/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';
import { endDueAuctions } from '../bidding/ending.commands.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

/**
 * Spec 2, Filters: the own-action filters (and my items' draft status) select by the facts the
 * list endpoints report for the caller's organisation; the My items dot counts the seller's
 * ended items that wait for it.
 */
describe.each(backends)('own-action filters and the My items dot (%s)', (backend) => {
  let t: TestContext;
  let seller: string;
  let buyer: string;
  let trader: string;
  let autotalo: number;
  let vaihtoautot: number;
  let autokauppa: number;

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    trader = await t.signIn('trader@demo.test');
  });
  afterEach(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/AuctionItems${url}`, headers: { cookie }, payload });
  const item = (values: Record<string, unknown> = {}) =>
    insertItem(t.db, {
      organisationId: autotalo,
      startTime: at(-48),
      endTime: at(24),
      fixedEndTime: true,
      startPrice: 1000,
      minimumRaise: 100,
      ...values,
    });
  const bid = (cookie: string, itemId: number, organisationId: number, price: number) =>
    call(cookie, 'POST', `/${itemId}/Bid`, { auctionItemId: itemId, price, organisationId });
  const awaitingCount = async (cookie: string) =>
    (await call(cookie, 'GET', '/AwaitingSellerCount')).json<{ count: number }>().count;

  /** The ids among `ours` the filters let through, over what the endpoint answered. */
  const filtered = async (
    cookie: string,
    url: string,
    change: Partial<ItemFilters>,
    ours: number[],
  ) => {
    const response = await call(cookie, 'GET', url);
    expect(response.statusCode).toBe(200);
    const rows = response.json<ItemListRow[]>();
    return filterItems(rows, { ...emptyItemFilters, ...change }, t.clock.now())
      .map((row) => row.id)
      .filter((id) => ours.includes(id))
      .sort((a, b) => a - b);
  };

  it('bid, bid machine, favourite, confirmed and not confirmed select by what the caller did', async () => {
    const bidOn = await item();
    const machineOn = await item();
    const favourite = await item();
    const confirmed = await item({ endTime: at(1) });
    const unconfirmed = await item({ endTime: at(1) });
    const draft = await item({ status: 0 });
    const ours = [bidOn, machineOn, favourite, confirmed, unconfirmed, draft];

    expect((await bid(buyer, bidOn, vaihtoautot, 1100)).statusCode).toBe(200);
    const machine = await call(buyer, 'POST', `/${machineOn}/AddBidMachine`, {
      auctionItemId: machineOn,
      priceMaximum: 2000,
      organisationId: vaihtoautot,
    });
    expect(machine.statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/${favourite}/AddFavorite`)).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/${bidOn}/AddFavorite`)).statusCode).toBe(200);
    await bid(buyer, confirmed, vaihtoautot, 1100);
    await bid(buyer, unconfirmed, vaihtoautot, 1100);
    await bid(trader, unconfirmed, autokauppa, 1200);
    t.clock.set(at(2));
    await endDueAuctions(t);
    const sold = await call(seller, 'POST', `/${confirmed}/AuctioneerConfirm`, { isSold: true });
    expect(sold.statusCode).toBe(200);

    const own = (ownActions: OwnActionFilter[]) => ({ ownActions });
    const expectations: Array<[OwnActionFilter, string, string, number[]]> = [
      ['bid', buyer, '', [bidOn, machineOn, confirmed, unconfirmed]],
      ['bidMachine', buyer, '', [machineOn]],
      ['favourite', buyer, '', [bidOn, favourite]],
      ['confirmed', buyer, '', [confirmed]],
      ['notConfirmed', buyer, '', [unconfirmed]],
      [
        'bid',
        buyer,
        `/organisation/${vaihtoautot}/buying`,
        [bidOn, machineOn, confirmed, unconfirmed],
      ],
      ['bidMachine', buyer, `/organisation/${vaihtoautot}/buying`, [machineOn]],
      ['favourite', buyer, `/organisation/${vaihtoautot}/buying`, [bidOn]],
      ['confirmed', buyer, `/organisation/${vaihtoautot}/buying`, [confirmed]],
      ['notConfirmed', buyer, `/organisation/${vaihtoautot}/buying`, [unconfirmed]],
      ['confirmed', seller, `/organisation/${autotalo}`, [confirmed]],
      ['notConfirmed', seller, `/organisation/${autotalo}`, [unconfirmed]],
      ['favourite', seller, `/organisation/${autotalo}`, []],
      ['bid', trader, '', [unconfirmed]],
    ];
    for (const [action, cookie, url, expected] of expectations) {
      expect([action, url, await filtered(cookie, url, own([action]), ours)]).toEqual([
        action,
        url,
        expected.sort((a, b) => a - b),
      ]);
    }
    // Spec 2: my items keeps the draft status filter; the public list never holds drafts.
    expect(
      await filtered(seller, `/organisation/${autotalo}`, { statuses: ['draft'] }, ours),
    ).toEqual([draft]);
    expect(await filtered(seller, '', { statuses: ['draft'] }, ours)).toEqual([]);
  });

  it("counts the seller's ended items waiting for it, for the caller's organisation only", async () => {
    const before = await awaitingCount(seller);
    const winner = await item({ endTime: at(1) });
    const openBid = await item({ endTime: at(1), openBid: true });
    const noBids = await item({ endTime: at(1) });
    const running = await item();
    await bid(buyer, winner, vaihtoautot, 1100);
    await bid(buyer, openBid, vaihtoautot, 1100);
    await bid(buyer, running, vaihtoautot, 1100);
    expect(await awaitingCount(seller)).toBe(before);

    t.clock.set(at(2));
    // Ended by time, before the job has run: the count asks the domain, not the status column.
    expect(await awaitingCount(seller)).toBe(before + 2);
    await endDueAuctions(t);
    expect(await awaitingCount(seller)).toBe(before + 2);
    expect(noBids).toBeGreaterThan(0);

    await call(seller, 'POST', `/${winner}/AuctioneerConfirm`, { isSold: true });
    expect(await awaitingCount(seller)).toBe(before + 1);
    const finished = await call(seller, 'POST', `/${openBid}/SetWinningBid`, {
      bidId: null,
    });
    expect(finished.statusCode).toBe(200);
    expect(await awaitingCount(seller)).toBe(before);

    // The buyer's organisation sells none of these: its count does not move with them.
    const buyerCount = await awaitingCount(buyer);
    await item({ endTime: at(1), organisationId: autotalo });
    expect(await awaitingCount(buyer)).toBe(buyerCount);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/AuctionItems/AwaitingSellerCount' }))
        .statusCode,
    ).toBe(401);
  });

  it('marks a not-sold confirmation by the auctioneer alone, not the automatic one (spec 4)', async () => {
    const declined = await item({ endTime: at(1) });
    const noBuyer = await item({ endTime: at(1), openBid: true });
    await bid(buyer, declined, vaihtoautot, 1100);
    await bid(buyer, noBuyer, vaihtoautot, 1100);
    t.clock.set(at(2));
    await endDueAuctions(t);
    const notSold = await call(seller, 'POST', `/${declined}/AuctioneerConfirm`, {
      isSold: false,
      description: 'Kauppa peruuntui',
    });
    expect(notSold.json().confirmations).toMatchObject([
      { isSold: false, userType: 1, isAuctioneerOnlyNotSold: true },
    ]);
    const automatic = await call(seller, 'POST', `/${noBuyer}/SetWinningBid`, { bidId: null });
    expect(automatic.json().confirmations).toMatchObject([
      { isSold: false, userType: 3, isAuctioneerOnlyNotSold: false },
    ]);
  });
});

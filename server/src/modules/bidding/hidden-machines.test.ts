import { ProductType } from '@dealer/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { listen, type Listener } from '../../../test/hub-listener.js';
import { insertItem, organisationIdOf } from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

const quiet = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const now = new Date('2026-11-23T10:00:00Z');

// Issue 15: a bid machine kept bidding for an organisation that could no longer see the item,
// and its "outbid" frames still reached that organisation.
describe.each(backends)(
  'bid machines of organisations that can no longer see the item (%s)',
  (backend) => {
    let t: TestContext;
    const sockets: WebSocket[] = [];
    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.terminate();
      await t.close();
    });

    async function start(item: { showInBasicAuction?: boolean } = {}) {
      t = await createTestContext(backend);
      t.clock.set(now);
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const seller = await organisationIdOf(t.db, 'Demo Autotalo Oy');
      const itemId = await insertItem(t.db, {
        organisationId: seller,
        startTime: new Date(now.getTime() - 3_600_000),
        endTime: new Date(now.getTime() + 48 * 3_600_000),
        startPrice: 1000,
        minimumRaise: 100,
        ...item,
      });
      return { baseUrl, seller, itemId };
    }

    const send = (cookie: string, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/AuctionItems${url}`,
        headers: { cookie },
        payload,
      });
    const machineOf = (itemId: number, organisationId: number) =>
      t.db
        .selectFrom('bidMachines')
        .select(['isActive', 'isExceeded', 'dateDeleted'])
        .where('auctionItemId', '=', itemId)
        .where('organisationId', '=', organisationId)
        .executeTakeFirstOrThrow();
    const bidsOf = (itemId: number, organisationId: number) =>
      t.db
        .selectFrom('bids')
        .select(['price', 'isAutomatic'])
        .where('auctionItemId', '=', itemId)
        .where('organisationId', '=', organisationId)
        .orderBy('sequence')
        .execute();
    const codeOf = async (organisationId: number) =>
      (
        await t.db
          .selectFrom('organisations')
          .select('businessIdentityCode')
          .where('id', '=', organisationId)
          .executeTakeFirstOrThrow()
      ).businessIdentityCode;
    const groupOf = async (seller: number, codes: string[]) => {
      const group = await t.db
        .insertInto('companyGroups')
        .values({ organisationId: seller, name: `Ryhmä ${codes.length}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (codes.length > 0)
        await t.db
          .insertInto('companyGroupItems')
          .values(
            codes.map((code) => ({
              companyGroupId: group.id,
              businessIdentityCode: code,
              name: code,
            })),
          )
          .execute();
      return group.id;
    };
    /** The personal frames (outbid, exceeded, leading) a listener heard about the item. */
    const personalFrames = (listener: Listener, itemId: number) =>
      listener.frames.filter(
        (frame) =>
          frame.itemId === itemId &&
          ['Outbid', 'BidMachineExceeded', 'NowLeading'].includes(frame.type as string),
      );

    it('switches the machine off when the item blacklists its organisation, and tells it nothing more', async () => {
      const { baseUrl, seller, itemId } = await start();
      const vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
      const autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
      const [buyer, trader, sellerCookie] = [
        await t.signIn('buyer@demo.test'),
        await t.signIn('trader@demo.test'),
        await t.signIn('seller@demo.test'),
      ];
      const set = await send(buyer, `/${itemId}/AddBidMachine`, {
        auctionItemId: itemId,
        priceMaximum: 3000,
        organisationId: vaihtoautot,
      });
      expect(set.statusCode).toBe(200);
      const buyerHub = await listen(baseUrl, buyer);
      const traderHub = await listen(baseUrl, trader);
      sockets.push(buyerHub.socket, traderHub.socket);

      const group = await groupOf(seller, [await codeOf(vaihtoautot)]);
      const hidden = await send(sellerCookie, `/${itemId}/CompanyGroup`, {
        companyGroupId: group,
        visibilityType: 2,
      });
      expect(hidden.statusCode).toBe(200);
      expect(await machineOf(itemId, vaihtoautot)).toMatchObject({
        isActive: false,
        isExceeded: false,
      });

      const bid = await send(trader, `/${itemId}/Bid`, {
        auctionItemId: itemId,
        price: 1200,
        organisationId: autokauppa,
      });
      expect(bid.statusCode).toBe(200);
      expect(bid.json()).toMatchObject({ isLeading: true, state: { priceNow: 1200 } });
      expect(await bidsOf(itemId, vaihtoautot)).toEqual([{ price: 1100, isAutomatic: true }]);
      await traderHub.next((frame) => frame.type === 'NowLeading' && frame.itemId === itemId);
      await quiet();
      expect(personalFrames(buyerHub, itemId)).toEqual([]);
      const audit = await t.db
        .selectFrom('auditLog')
        .select('description')
        .where('auctionItemId', '=', itemId)
        .where('organisationId', '=', vaihtoautot)
        .execute();
      expect(audit.map((row) => row.description)).toContain(
        'Bid machine switched off: the item is no longer visible to the organisation',
      );
    });

    it.each([
      ['a blacklisted target group gains the organisation', false],
      ['the organisation loses its Pro viewer subscription on a Pro item', true],
    ])('does not let a machine bid at bid time when %s', async (_case, isProCase) => {
      const { baseUrl, seller, itemId } = await start({ showInBasicAuction: !isProCase });
      const machineOwner = await organisationIdOf(
        t.db,
        isProCase ? 'Demo Konekauppa Oy' : 'Demo Vaihtoautot Oy',
      );
      const autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
      const proViewer = await t.db
        .selectFrom('products')
        .select('id')
        .where('productType', '=', ProductType.ProViewer)
        .executeTakeFirstOrThrow();
      // The trader's organisation may bid on a Pro item too.
      if (isProCase)
        await t.db
          .insertInto('subscriptions')
          .values({ organisationId: autokauppa, productId: proViewer.id })
          .execute();
      const [owner, trader] = [
        await t.signIn(isProCase ? 'probuyer@demo.test' : 'buyer@demo.test'),
        await t.signIn('trader@demo.test'),
      ];
      // A blacklist the organisation is not in yet: shown to it when the machine is set.
      const group = await groupOf(seller, []);
      await t.db
        .insertInto('auctionItemCompanyGroups')
        .values({ auctionItemId: itemId, companyGroupId: group, visibilityType: 2 })
        .execute();
      const set = await send(owner, `/${itemId}/AddBidMachine`, {
        auctionItemId: itemId,
        priceMaximum: 3000,
        organisationId: machineOwner,
      });
      expect(set.statusCode).toBe(200);
      const ownerHub = await listen(baseUrl, owner);
      sockets.push(ownerHub.socket);

      // Hidden by a change that does not go through the item (the group's members, a subscription).
      if (isProCase)
        await t.db
          .deleteFrom('subscriptions')
          .where('organisationId', '=', machineOwner)
          .where('productId', '=', proViewer.id)
          .execute();
      else
        await t.db
          .insertInto('companyGroupItems')
          .values({
            companyGroupId: group,
            businessIdentityCode: await codeOf(machineOwner),
            name: 'x',
          })
          .execute();

      const bid = await send(trader, `/${itemId}/Bid`, {
        auctionItemId: itemId,
        price: 1200,
        organisationId: autokauppa,
      });
      expect(bid.statusCode).toBe(200);
      expect(bid.json()).toMatchObject({ isLeading: true, state: { priceNow: 1200 } });
      expect(await bidsOf(itemId, machineOwner)).toEqual([{ price: 1100, isAutomatic: true }]);
      expect(await machineOf(itemId, machineOwner)).toMatchObject({
        isActive: false,
        isExceeded: false,
      });
      await quiet();
      expect(personalFrames(ownerHub, itemId)).toEqual([]);
    });

    it('keeps the machine of an organisation that still sees the item', async () => {
      const { seller, itemId } = await start();
      const vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
      const autokauppa = await organisationIdOf(t.db, 'Demo Autokauppa Oy');
      const [buyer, trader, sellerCookie] = [
        await t.signIn('buyer@demo.test'),
        await t.signIn('trader@demo.test'),
        await t.signIn('seller@demo.test'),
      ];
      await send(buyer, `/${itemId}/AddBidMachine`, {
        auctionItemId: itemId,
        priceMaximum: 3000,
        organisationId: vaihtoautot,
      });
      // A blacklist of someone else: the machine stays on and answers.
      const group = await groupOf(seller, ['0000000-0']);
      await send(sellerCookie, `/${itemId}/CompanyGroup`, {
        companyGroupId: group,
        visibilityType: 2,
      });
      const bid = await send(trader, `/${itemId}/Bid`, {
        auctionItemId: itemId,
        price: 1200,
        organisationId: autokauppa,
      });
      expect(bid.json()).toMatchObject({ isLeading: false, state: { priceNow: 1300 } });
      expect(await machineOf(itemId, vaihtoautot)).toMatchObject({ isActive: true });
    });
  },
);

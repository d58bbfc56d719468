import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishItemEvent } from '../items/item-events.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem } from '../../../test/item-factory.js';
import {
  isInPublicList,
  liveFramesOf,
  mayRead,
  visibilityOf,
  type ItemStatus,
} from '@dealer/domain';
import { canViewItemSql, isInPublicListSql } from '../access/visibility.sql.js';
import { resolveSession } from '../auth/auth.service.js';
import { itemsRepository } from '../items/items.repository.js';

// Visibility as a table of viewer × item kind (issue 4): the list, the item read and the live
// events must agree. Items are written straight to the database, each kind once.
const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

interface Kind {
  status: ItemStatus;
  start: Date;
  end: Date;
  showInBasicAuction?: boolean;
  group?: { visibilityType: 1 | 2; codes: string[] };
}

const kinds: Record<string, Kind> = {
  draft: { status: 0, start: at(-48), end: at(48) },
  scheduled: { status: 1, start: at(2), end: at(48) },
  active: { status: 1, start: at(-48), end: at(48) },
  endedUnder24h: { status: 1, start: at(-96), end: at(-23) },
  endedOver24h: { status: 4, start: at(-96), end: at(-25) },
  proHidden: { status: 1, start: at(-48), end: at(48), showInBasicAuction: false },
  whitelistWithBuyer: {
    status: 1,
    start: at(-48),
    end: at(48),
    group: { visibilityType: 1, codes: ['3456788-1'] },
  },
  whitelistWithoutBuyer: {
    status: 1,
    start: at(-48),
    end: at(48),
    group: { visibilityType: 1, codes: ['9999999-9'] },
  },
  blacklistWithBuyer: {
    status: 1,
    start: at(-48),
    end: at(48),
    group: { visibilityType: 2, codes: ['3456788-1'] },
  },
  blacklistWithoutBuyer: {
    status: 1,
    start: at(-48),
    end: at(48),
    group: { visibilityType: 2, codes: ['9999999-9'] },
  },
};

// For each viewer: the kinds it may read, and those in its list (the seller's own items included).
const expectations: Record<string, { read: string[]; list: string[] }> = {
  'seller@demo.test': {
    read: Object.keys(kinds),
    list: [
      'active',
      'endedUnder24h',
      'proHidden',
      'whitelistWithBuyer',
      'whitelistWithoutBuyer',
      'blacklistWithBuyer',
      'blacklistWithoutBuyer',
    ],
  },
  'buyer@demo.test': {
    read: [
      'active',
      'endedUnder24h',
      'endedOver24h',
      'whitelistWithBuyer',
      'blacklistWithoutBuyer',
    ],
    list: ['active', 'endedUnder24h', 'whitelistWithBuyer', 'blacklistWithoutBuyer'],
  },
  'probuyer@demo.test': {
    read: [
      'active',
      'endedUnder24h',
      'endedOver24h',
      'proHidden',
      'blacklistWithBuyer',
      'blacklistWithoutBuyer',
    ],
    list: ['active', 'endedUnder24h', 'proHidden', 'blacklistWithBuyer', 'blacklistWithoutBuyer'],
  },
  'admin@demo.test': { read: [], list: [] },
};

describe.each(backends)('visibility: viewer × item kind (%s)', (backend) => {
  let t: TestContext;
  const ids = new Map<string, number>();
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    const seller = await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Demo Autotalo Oy')
      .executeTakeFirstOrThrow();
    for (const [name, kind] of Object.entries(kinds)) {
      const id = await insertItem(t.db, {
        organisationId: seller.id,
        status: kind.status,
        startTime: kind.start,
        endTime: kind.end,
        licenseNumber: name,
        showInBasicAuction: kind.showInBasicAuction ?? true,
      });
      ids.set(name, id);
      if (kind.group) {
        const group = await t.db
          .insertInto('companyGroups')
          .values({ organisationId: seller.id, name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('companyGroupItems')
          .values(
            kind.group.codes.map((code) => ({
              companyGroupId: group.id,
              businessIdentityCode: code,
              name: code,
            })),
          )
          .execute();
        await t.db
          .insertInto('auctionItemCompanyGroups')
          .values({
            auctionItemId: id,
            companyGroupId: group.id,
            visibilityType: kind.group.visibilityType,
          })
          .execute();
      }
    }
    for (const email of Object.keys(expectations)) cookies.set(email, await t.signIn(email));
  });
  afterAll(() => t.close());

  const nameOf = (id: number) => [...ids].find(([, candidate]) => candidate === id)?.[0];

  it.each(Object.keys(expectations))(
    '%s: the list holds exactly the visible items',
    async (email) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/AuctionItems',
        headers: { cookie: cookies.get(email)! },
      });
      expect(response.statusCode).toBe(200);
      const names = response
        .json<Array<{ id: number }>>()
        .map((row) => nameOf(row.id))
        .filter(Boolean);
      expect(names.sort()).toEqual([...expectations[email]!.list].sort());
    },
  );

  it('list rows have the shape of the domain ItemListRow, times as ISO instants', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/AuctionItems',
      headers: { cookie: cookies.get('buyer@demo.test')! },
    });
    const rows = response.json<Array<Record<string, unknown>>>();
    const row = rows.find((candidate) => candidate.id === ids.get('active'))!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'organisationId',
        'organisationName',
        'officeId',
        'officeName',
        'licenseNumber',
        'make',
        'model',
        'type',
        'modelYear',
        'mileage',
        'fuelType',
        'hybridType',
        'auctioneerDescription',
        'priceNow',
        'startPrice',
        'minimumRaise',
        'bidCount',
        'bidderCount',
        'start',
        'end',
        'status',
        'isEnded',
        'openBid',
        'hasPriceReservation',
        'isProItem',
        'thumbnailUrl',
        'userType',
        'isFavorite',
        'leaderMarker',
        'winnerMarker',
        'isFinished',
        'isWinningBidSelected',
        'isNegotiated',
        'priceReservationExceeded',
        'confirmedSold',
        'soldPrice',
        'hasBuyerConfirmation',
        'ownBidderMarker',
        'hasOwnBid',
        'hasOwnBidMachine',
        // Issue 11: the list's question and added-info icons.
        'hasAnsweredQuestions',
        'hasAdditionalInfo',
        'hasUnansweredQuestions',
        'hasOwnQuestion',
      ].sort(),
    );
    expect(row).toMatchObject({
      start: kinds.active!.start.toISOString(),
      end: kinds.active!.end.toISOString(),
      isEnded: false,
      userType: 2,
      isFavorite: false,
      status: 1,
    });
    expect(rows.find((candidate) => candidate.id === ids.get('endedUnder24h'))!.isEnded).toBe(true);
  });

  it.each(Object.keys(expectations))(
    '%s: reads exactly the visible items, 404 for the others',
    async (email) => {
      const readable: string[] = [];
      for (const [name, id] of ids) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/AuctionItems/${id}`,
          headers: { cookie: cookies.get(email)! },
        });
        expect([200, 404]).toContain(response.statusCode);
        if (response.statusCode === 200) readable.push(name);
      }
      expect(readable.sort()).toEqual([...expectations[email]!.read].sort());
    },
  );

  it('live events reach exactly the connections that may see the item', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const heard = new Map<string, Set<number>>();
    const sockets = await Promise.all(
      Object.keys(expectations).map(async (email) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/auctionhub`, {
          headers: { cookie: cookies.get(email)!, origin: address },
        });
        heard.set(email, new Set());
        socket.on('message', (data: Buffer) => {
          for (const frame of liveFramesOf(data.toString()) as Array<{ itemId?: number }>)
            if (frame.itemId) heard.get(email)!.add(frame.itemId);
        });
        await new Promise((resolve) => socket.once('message', resolve));
        return socket;
      }),
    );
    for (const id of ids.values()) await publishItemEvent(t, 'Updated', id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of sockets) socket.terminate();
    for (const [email, { read }] of Object.entries(expectations)) {
      expect([...heard.get(email)!].map(nameOf).sort(), email).toEqual([...read].sort());
    }
  });

  // Issue 9: the access rule has one domain form and one SQL form; both give the table above.
  it.each(Object.keys(expectations))(
    '%s: the SQL form of visibility agrees with the domain form',
    async (email) => {
      const caller = await resolveSession(t, cookies.get(email)!.replace('sid=', ''));
      const read: string[] = [];
      const listed: string[] = [];
      for (const [name, id] of ids) {
        const inSql = await t.db
          .selectFrom('auctionItems as item')
          .select([
            canViewItemSql('item', caller, now).as('canView'),
            isInPublicListSql('item', caller, now).as('isListed'),
          ])
          .where('item.id', '=', id)
          .executeTakeFirstOrThrow();
        const { item, groups } = (await itemsRepository.find(t.db, id))!;
        const visibility = visibilityOf(item, groups);
        expect(inSql.canView, `${email} ${name}`).toBe(mayRead(caller, visibility, now));
        expect(inSql.isListed, `${email} ${name}`).toBe(isInPublicList(visibility, caller, now));
        if (inSql.canView) read.push(name);
        if (inSql.isListed) listed.push(name);
      }
      expect(read.sort()).toEqual([...expectations[email]!.read].sort());
      expect(listed.sort()).toEqual([...expectations[email]!.list].sort());
    },
  );

  it.each(Object.keys(expectations))(
    '%s: commands find exactly the visible items, 404 for the others',
    async (email) => {
      const found: string[] = [];
      for (const [name, id] of ids) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/AuctionItems/${id}/AddAuctionView`,
          headers: { cookie: cookies.get(email)! },
        });
        expect([200, 404], `${email} ${name}`).toContain(response.statusCode);
        if (response.statusCode === 200) found.push(name);
      }
      expect(found.sort()).toEqual([...expectations[email]!.read].sort());
    },
  );
});

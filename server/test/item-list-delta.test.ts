import {
  applyItemListChanges,
  ItemStatus,
  VisibilityType,
  type ItemListChanges,
  type ItemListRow,
} from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishItemEvent } from '../src/modules/items/item-events.js';
import { insertItem, organisationIdOf } from './item-factory.js';
import { createTestContext, type TestContext } from './test-context.js';

const hour = 3_600_000;

/** A small seeded generator, so a failing sequence can be run again. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('the items list after a reconnect: changes since a version (issue 10)', () => {
  let t: TestContext;
  let buyer: string;
  let seller: string;
  let autotalo: number;
  let vaihtoautot: number;
  const items: number[] = [];

  beforeAll(async () => {
    t = await createTestContext('pglite');
    t.clock.set('2026-11-23T08:00:00Z');
    buyer = await t.signIn('buyer@demo.test');
    seller = await t.signIn('seller@demo.test');
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    const now = t.clock.now().getTime();
    for (let index = 0; index < 12; index++)
      items.push(
        await insertItem(t.db, {
          organisationId: autotalo,
          // Some end soon, one starts in an hour: the clock alone moves them in and out.
          startTime: new Date(now + (index === 11 ? hour : -hour)),
          endTime: new Date(now + (index % 3 === 0 ? 2 * hour : 72 * hour)),
          startPrice: 1000,
          minimumRaise: 100,
          licenseNumber: `DEL-${index}`,
        }),
      );
  });
  afterAll(() => t.close());

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const full = async (cookie: string) => {
    const response = await get(cookie, '/api/AuctionItems');
    return {
      rows: response.json<ItemListRow[]>(),
      version: response.headers['x-list-version'] as string,
    };
  };
  const changes = async (cookie: string, since: string) => {
    const response = await get(
      cookie,
      `/api/AuctionItems/changes?since=${encodeURIComponent(since)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return {
      changes: response.json<ItemListChanges>(),
      version: response.headers['x-list-version'] as string,
      bytes: response.rawPayload.length,
    };
  };

  it('a random run of bids, edits, removals, new items, favourites and time: the changes rebuild the list exactly', async () => {
    const next = random(Number(process.env.DELTA_SEED ?? 20261123));
    let client = await full(buyer);
    let price = 1000;
    const done = new Set<number>();
    for (let step = 0; step < 60; step++) {
      const itemId = items[next(items.length)]!;
      const operation = next(7);
      done.add(operation);
      if (operation === 0) {
        price += 100;
        await t.app.inject({
          method: 'POST',
          url: `/api/AuctionItems/${itemId}/Bid`,
          headers: { cookie: buyer },
          payload: { auctionItemId: itemId, price, organisationId: vaihtoautot },
        });
      } else if (operation === 1) {
        // An edit the list shows, announced as the pipeline would.
        await t.db
          .updateTable('auctionItems')
          .set({ make: `Merkki ${step}` })
          .where('id', '=', itemId)
          .execute();
        await publishItemEvent(t, 'Updated', itemId);
      } else if (operation === 2) {
        // Out of the list (back to a draft), or back in.
        const { status } = await t.db
          .selectFrom('auctionItems')
          .select('status')
          .where('id', '=', itemId)
          .executeTakeFirstOrThrow();
        await t.db
          .updateTable('auctionItems')
          .set({
            status: status === ItemStatus.Draft ? ItemStatus.Published : ItemStatus.Draft,
          })
          .where('id', '=', itemId)
          .execute();
        await publishItemEvent(t, 'Redrafted', itemId);
      } else if (operation === 3) {
        const now = t.clock.now().getTime();
        const id = await insertItem(t.db, {
          organisationId: autotalo,
          startTime: new Date(now - hour),
          endTime: new Date(now + 48 * hour),
          startPrice: 500,
          minimumRaise: 50,
        });
        items.push(id);
        await publishItemEvent(t, 'Created', id);
      } else if (operation === 4) {
        // A favourite tells no one: the changes carry the viewer's whole set.
        const isFavourite = (await full(buyer)).rows.some(
          (row) => row.id === itemId && row.isFavorite,
        );
        await t.app.inject({
          method: isFavourite ? 'DELETE' : 'POST',
          url: `/api/AuctionItems/${itemId}/${isFavourite ? 'DeleteFavorite' : 'AddFavorite'}`,
          headers: { cookie: buyer },
        });
      } else if (operation === 5) {
        // Time alone: an item starts, others end, and after 24 h leave the list.
        t.clock.advance(next(3) === 0 ? 30 * hour : 90_000);
      }
      const answer = await changes(buyer, client.version);
      expect(answer.changes.isDelta, `step ${step}`).toBe(true);
      const rebuilt = applyItemListChanges(client.rows, answer.changes);
      const truth = await full(buyer);
      expect(rebuilt, `step ${step}, operation ${operation}`).toEqual(truth.rows);
      client = { rows: rebuilt, version: answer.version };
    }
    // The run tried every kind of change (6 is a step with none: an empty delta).
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('sends only what changed: an unchanged list is an empty delta', async () => {
    const client = await full(buyer);
    const answer = await changes(buyer, client.version);
    expect(answer.changes).toMatchObject({ isDelta: true, rows: [], removedIds: [] });
    expect(answer.bytes).toBeLessThan(400);
  });

  it("finds in the minute's read what no event announced, and sends only that", async () => {
    const now = t.clock.now().getTime();
    const listed = async (licenseNumber: string) => {
      const id = await insertItem(t.db, {
        organisationId: autotalo,
        startTime: new Date(now - hour),
        endTime: new Date(now + 48 * hour),
        startPrice: 1000,
        minimumRaise: 100,
        licenseNumber,
      });
      await publishItemEvent(t, 'Created', id);
      return id;
    };
    const edited = await listed('MIN-1');
    const hidden = await listed('MIN-2');
    const client = await full(buyer);
    expect(client.rows.map((row) => row.id)).toEqual(expect.arrayContaining([edited, hidden]));

    // Neither is announced: a column written behind the app's back, and a target group whose
    // member is added (the list reads members again every minute for that).
    await t.db
      .updateTable('auctionItems')
      .set({ model: 'Hiljaa' })
      .where('id', '=', edited)
      .execute();
    const { id: groupId } = await t.db
      .insertInto('companyGroups')
      .values({ organisationId: autotalo, name: 'Ei näille' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('auctionItemCompanyGroups')
      .values({
        auctionItemId: hidden,
        companyGroupId: groupId,
        visibilityType: VisibilityType.BlackList,
      })
      .execute();
    const { businessIdentityCode } = await t.db
      .selectFrom('organisations')
      .select('businessIdentityCode')
      .where('id', '=', vaihtoautot)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('companyGroupItems')
      .values({ companyGroupId: groupId, businessIdentityCode, name: 'Demo Vaihtoautot Oy' })
      .execute();

    t.clock.advance(61_000);
    const answer = await changes(buyer, client.version);
    expect(answer.changes.isDelta).toBe(true);
    const delta = answer.changes as Extract<ItemListChanges, { isDelta: true }>;
    expect(delta.removedIds).toContain(hidden);
    expect(delta.rows.find((row) => row.id === edited)?.model).toBe('Hiljaa');
    // Nothing unchanged comes along, though every row was read again (its instants as other
    // Date objects): any other row in the delta differs from the client's (an item the
    // earlier tests' time left ending in this minute, say).
    const held = new Map(client.rows.map((row) => [row.id, row]));
    for (const row of delta.rows.filter((row) => row.id !== edited))
      expect(row, `row ${row.id}`).not.toEqual(held.get(row.id));
    expect(applyItemListChanges(client.rows, answer.changes)).toEqual((await full(buyer)).rows);
  });

  it('answers the whole list to a version it cannot answer from', async () => {
    const client = await full(buyer);
    const [instance, version, at, organisation, user] = client.version.split('.');
    const truth = await full(buyer);
    for (const since of [
      'not-a-version',
      `other.${version}.${at}.${organisation}.${user}`,
      `${instance}.${Number(version) + 1000}.${at}.${organisation}.${user}`,
      `${instance}.${version}.${at}.${organisation}.${user}.extra`,
      `${instance}.1e3.${at}.${organisation}.${user}`,
    ]) {
      const answer = await changes(buyer, since);
      expect(answer.changes, since).toEqual({ isDelta: false, rows: truth.rows });
    }
    // Another organisation's version is no start for this one's list.
    const sellers = await full(seller);
    expect((await changes(buyer, sellers.version)).changes.isDelta).toBe(false);
  });

  it('refuses a missing or overlong version with 400, and a signed-out caller with 401', async () => {
    expect((await get(buyer, '/api/AuctionItems/changes')).statusCode).toBe(400);
    expect(
      (await get(buyer, `/api/AuctionItems/changes?since=${'x'.repeat(201)}`)).statusCode,
    ).toBe(400);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/AuctionItems/changes?since=x',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

import type { ItemStatus } from '@dealer/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceStartedItems } from '../../jobs/announce-started-items.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem as insertTestItem } from '../../../test/item-factory.js';

const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe.each(backends)('favourites, views and started items (%s)', (backend) => {
  let t: TestContext;
  let organisationId: number;
  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    organisationId = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Demo Autotalo Oy')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.close());

  const insertItem = (status: ItemStatus, start: Date, end: Date) =>
    insertTestItem(t.db, {
      organisationId,
      status,
      startTime: start,
      endTime: end,
      licenseNumber: 'FAV-1',
    });
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url: `/api/AuctionItems${url}`, headers: { cookie } });

  it('a buyer favourites an active item once, sees it marked, and removes it; not on an ended item', async () => {
    const active = await insertItem(1, at(-24), at(24));
    const ended = await insertItem(1, at(-48), at(-2));
    const buyer = await t.signIn('buyer@demo.test');
    expect((await call(buyer, 'POST', `/${active}/AddFavorite`)).json()).toEqual({
      isFavoriteForUser: true,
      favoriteCount: 1,
    });
    expect((await call(buyer, 'POST', `/${active}/AddFavorite`)).json()).toEqual({
      isFavoriteForUser: true,
      favoriteCount: 1,
    });
    expect((await call(buyer, 'GET', `/${active}`)).json().isFavoriteForUser).toBe(true);
    const row = (await call(buyer, 'GET', ''))
      .json<Array<{ id: number; isFavorite: boolean }>>()
      .find((item) => item.id === active);
    expect(row?.isFavorite).toBe(true);
    expect(
      (await call(await t.signIn('trader@demo.test'), 'GET', `/${active}`)).json()
        .isFavoriteForUser,
    ).toBe(false);
    expect((await call(buyer, 'DELETE', `/${active}/DeleteFavorite`)).json()).toEqual({
      isFavoriteForUser: false,
      favoriteCount: 0,
    });
    // Spec 3: favourite added and deleted are audited once each (the repeated add changed nothing).
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'actorType'])
      .where('auctionItemId', '=', active)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { auditLogType: 60, actorType: 2 },
      { auditLogType: 61, actorType: 2 },
    ]);
    const refused = await call(buyer, 'POST', `/${ended}/AddFavorite`);
    expect(refused.statusCode).toBe(422);
    const draft = await insertItem(0, at(-24), at(24));
    expect((await call(buyer, 'POST', `/${draft}/AddFavorite`)).statusCode).toBe(404);
  });

  it('counts a view once per user and day, never for a draft', async () => {
    const active = await insertItem(1, at(-24), at(24));
    const buyer = await t.signIn('buyer@demo.test');
    expect((await call(buyer, 'POST', `/${active}/AddAuctionView`)).json()).toEqual({
      counted: true,
    });
    expect((await call(buyer, 'POST', `/${active}/AddAuctionView`)).json()).toEqual({
      counted: false,
    });
    await call(await t.signIn('probuyer@demo.test'), 'POST', `/${active}/AddAuctionView`);
    t.clock.set(at(24));
    expect(
      (await call(await t.signIn('buyer@demo.test'), 'POST', `/${active}/AddAuctionView`)).json(),
    ).toEqual({ counted: true });
    const seller = await t.signIn('seller@demo.test');
    expect((await call(seller, 'GET', `/${active}`)).json().viewCount).toBe(3);
    const draft = await insertItem(0, at(-24), at(48));
    expect((await call(seller, 'POST', `/${draft}/AddAuctionView`)).json()).toEqual({
      counted: false,
    });
  });

  it('announces a scheduled item once when its start comes', async () => {
    const scheduled = await insertItem(1, at(2), at(48));
    const heard: unknown[] = [];
    const unsubscribe = t.events.subscribe((message) => heard.push(message));
    expect(await announceStartedItems(t)).toEqual([]);
    t.clock.set(at(3));
    expect(await announceStartedItems(t)).toEqual([scheduled]);
    expect(await announceStartedItems(t)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    unsubscribe();
    expect(heard).toEqual([
      expect.objectContaining({ type: 'NewStartedAuctionItems', itemId: scheduled }),
    ]);
  });
});

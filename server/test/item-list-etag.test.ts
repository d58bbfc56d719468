import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertItem, organisationIdOf } from './item-factory.js';
import { createTestContext, type TestContext } from './test-context.js';

describe('the items list answers 304 while unchanged', () => {
  let t: TestContext;
  let cookie: string;
  let itemId: number;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    t.clock.set('2026-11-23T08:00:00Z');
    cookie = await t.signIn('buyer@demo.test');
    itemId = await insertItem(t.db, {
      organisationId: await organisationIdOf(t.db, 'Demo Autotalo Oy'),
      startTime: new Date('2026-11-22T08:00:00Z'),
      endTime: new Date('2026-11-30T08:00:00Z'),
      startPrice: 1000,
      minimumRaise: 100,
    });
  });
  afterAll(() => t.close());

  const list = (ifNoneMatch?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/AuctionItems',
      headers: { cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('tags the list, answers 304 without a body for the same tag, and a new tag once it changes', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.json<Array<{ id: number }>>().map((row) => row.id)).toContain(itemId);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await list(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // A bid changes the row: the old tag no longer matches.
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${itemId}/Bid`,
      headers: { cookie },
      payload: {
        auctionItemId: itemId,
        price: 1100,
        organisationId: await organisationIdOf(t.db, 'Demo Vaihtoautot Oy'),
      },
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const changed = await list(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  // Issue 10: a whole answer is kept while nothing in it can have changed; these change it.
  it('answers anew when the clock reaches an end or a start, when the viewer’s own marks change, and per viewer', async () => {
    const seller = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    const ending = await insertItem(t.db, {
      organisationId: seller,
      startTime: new Date('2026-11-22T08:00:00Z'),
      endTime: new Date('2026-11-23T09:00:00Z'),
    });
    const scheduled = await insertItem(t.db, {
      organisationId: seller,
      startTime: new Date('2026-11-23T09:30:00Z'),
      endTime: new Date('2026-11-30T08:00:00Z'),
    });
    t.clock.set('2026-11-23T08:30:00Z');
    const rowOf = (response: { json: <T>() => T }, id: number) =>
      response
        .json<Array<{ id: number; isEnded: boolean; isFavorite: boolean }>>()
        .find((row) => row.id === id);
    const before = await list();
    expect(rowOf(before, ending)?.isEnded).toBe(false);
    expect(rowOf(before, scheduled)).toBeUndefined();
    expect((await list()).headers.etag).toBe(before.headers.etag);

    // No event, only the clock: the end passes.
    t.clock.set('2026-11-23T09:00:00Z');
    const ended = await list();
    expect(rowOf(ended, ending)?.isEnded).toBe(true);
    expect(ended.headers.etag).not.toBe(before.headers.etag);
    // And the scheduled item starts.
    t.clock.set('2026-11-23T09:30:00Z');
    expect(rowOf(await list(), scheduled)).toBeDefined();

    // The viewer's own mark: a favourite.
    const favourite = await t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${scheduled}/AddFavorite`,
      headers: { cookie },
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    expect(rowOf(await list(), scheduled)?.isFavorite).toBe(true);
    // Another buyer does not get this one's answer.
    const colleague = await t.app.inject({
      method: 'GET',
      url: '/api/AuctionItems',
      headers: { cookie: await t.signIn('probuyer@demo.test') },
    });
    expect(rowOf(colleague, scheduled)?.isFavorite).toBe(false);
  });

  it('answers the whole list to a tag it does not know', async () => {
    const response = await list('W/"not-a-version-of-this-list"');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: itemId })]),
    );
  });
});

describe('a large items list', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    t.clock.set('2026-11-23T08:00:00Z');
    cookie = await t.signIn('buyer@demo.test');
    const organisationId = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    for (let index = 0; index < 200; index++) {
      await insertItem(t.db, {
        organisationId,
        startTime: new Date('2026-11-22T08:00:00Z'),
        endTime: new Date('2026-11-30T08:00:00Z'),
        startPrice: 1000 + index,
        minimumRaise: 100,
      });
    }
  });
  afterAll(() => t.close());

  const list = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/AuctionItems',
      headers: { cookie, 'accept-encoding': acceptEncoding },
    });

  it('goes out in gzip from its kept pieces at once, in Brotli once asked again, as the client accepts', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);

    // A version's first asks: gzip made from the runs' pieces (the Brotli starts on the second).
    const first = await list('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const br = await vi.waitUntil(async () => {
      const answer = await list('gzip, deflate, br');
      return answer.headers['content-encoding'] === 'br' ? answer : null;
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect((await list('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gz.headers.etag).toBe(br.headers.etag);
  });

  it('after a bid, goes out in gzip at once, with the bid in its row and the other rows as they were', async () => {
    const before = await list('gzip, deflate, br');
    const rows = JSON.parse(gunzipSync((await list('gzip')).rawPayload).toString()) as Array<{
      id: number;
      priceNow: number | null;
      startPrice: number;
    }>;
    const target = rows[rows.length - 1]!;
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${target.id}/Bid`,
      headers: { cookie },
      payload: {
        auctionItemId: target.id,
        price: target.startPrice + 100,
        organisationId: await organisationIdOf(t.db, 'Demo Vaihtoautot Oy'),
      },
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const after = await list('gzip, deflate, br');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['content-encoding']).toBe('gzip');
    const changed = JSON.parse(gunzipSync(after.rawPayload).toString()) as typeof rows;
    expect(changed.find((row) => row.id === target.id)?.priceNow).toBe(target.startPrice + 100);
    expect(changed.filter((row) => row.id !== target.id)).toEqual(
      rows.filter((row) => row.id !== target.id),
    );
    expect(gunzipSync(after.rawPayload).toString()).toBe((await list('identity')).body);
  });

  it('sends the whole list for a version it cannot answer compressed as the list is', async () => {
    const changes = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/AuctionItems/changes?since=another-instance.1.2.3.4',
        headers: { cookie, 'accept-encoding': acceptEncoding },
      });
    const plain = await changes('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const whole = plain.json<{ isDelta: boolean; rows: unknown[] }>();
    expect(whole.isDelta).toBe(false);
    expect(whole.rows).toEqual((await list('identity')).json());
    const first = await changes('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-list-version']).toBe(plain.headers['x-list-version']);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    // Every screen that comes back after a restart shares one compression.
    expect((await changes('gzip')).rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

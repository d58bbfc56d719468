import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('goes out compressed once per version, the same bytes to each asker, as the client accepts', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);

    const [br, again] = [await list('gzip, deflate, br'), await list('br')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(br.headers.etag);
  });
});

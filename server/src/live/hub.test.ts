import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { createKysely, createPool } from '../db/database.js';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { PostgresEventBus } from './event-bus.js';
import { coalesceWindowMs, sessionEndedCloseCode } from './hub.js';
import { listen } from '../../test/hub-listener.js';
import { insertImageRecord } from '../../test/item-factory.js';
import { authRepository } from '../modules/auth/auth.repository.js';
import { createToken, hashToken } from '../modules/auth/tokens.js';

const quiet = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** The close code of `socket` once it closes, or 'open' if it has not after `timeoutMs`. */
const closeCodeOf = (socket: WebSocket, timeoutMs = 3000) =>
  new Promise<number | 'open'>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    const timer = setTimeout(() => resolve('open'), timeoutMs);
    socket.once('close', (code: number) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe.each(backends)('the live hub (%s)', (backend) => {
  let t: TestContext;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await t.close();
  });

  async function start() {
    t = await createTestContext(backend);
    t.clock.set('2026-11-23T08:00:00Z');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  }

  it('refuses a connection without a session or from another origin', async () => {
    const baseUrl = await start();
    const refused = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/auctionhub`, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => resolve(101));
      });
    expect(await refused({ origin: baseUrl })).toBe(401);
    const cookie = await t.signIn('buyer@demo.test');
    expect(await refused({ cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refused({ cookie, origin: baseUrl })).toBe(101);
  });

  // A reconnect storm: every screen comes back at once. Their sessions are read, and their use
  // marked, many at a time on at most two connections, not one statement each. (The embedded
  // database has one connection, and the storm's pool is PostgreSQL's.)
  it.runIf(backend === 'postgres')(
    'reads the sessions of many connections opened at once in a few statements',
    async () => {
      const baseUrl = await start();
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'buyer@demo.test')
        .executeTakeFirstOrThrow();
      // Last used two minutes ago: each connection also marks its session used.
      const lastSeenAt = new Date('2026-11-23T07:58:00Z');
      const tokens = Array.from({ length: 40 }, () => createToken());
      await t.db
        .insertInto('sessions')
        .values(
          tokens.map((token) => ({
            id: hashToken(token),
            userId: user.id,
            createdAt: lastSeenAt,
            lastSeenAt,
            expiresAt: new Date('2026-11-24T07:58:00Z'),
          })),
        )
        .execute();
      // A busy database: each read takes a fifth of a second, and no more than two run at once.
      const findSessions = authRepository.findSessions;
      let reading = 0;
      let mostReading = 0;
      const reads = vi.spyOn(authRepository, 'findSessions').mockImplementation(async (db, ids) => {
        mostReading = Math.max(mostReading, ++reading);
        await quiet(200);
        reading--;
        return findSessions(db, ids);
      });
      const marks = vi.spyOn(authRepository, 'touchSessions');
      try {
        const listeners = await Promise.all(tokens.map((token) => listen(baseUrl, `sid=${token}`)));
        sockets.push(...listeners.map((listener) => listener.socket));
        await Promise.all(
          listeners.map((listener) => listener.next((frame) => frame.type === 'Hello')),
        );
        const read = reads.mock.calls.map(([, ids]) => ids);
        expect(read.flat().sort()).toEqual(tokens.map(hashToken).sort());
        expect(read.length).toBeLessThan(tokens.length / 4);
        expect(mostReading).toBeLessThanOrEqual(2);
        expect(marks.mock.calls.flatMap(([, ids]) => ids).sort()).toEqual(
          tokens.map(hashToken).sort(),
        );
        const marked = await t.db
          .selectFrom('sessions')
          .select('lastSeenAt')
          .where('id', 'in', tokens.map(hashToken))
          .execute();
        expect(marked.every((row) => row.lastSeenAt > lastSeenAt)).toBe(true);
      } finally {
        reads.mockRestore();
        marks.mockRestore();
      }
    },
  );

  it("tells each connection only about items it may see, with the item's public state", async () => {
    const baseUrl = await start();
    const sellerCookie = await t.signIn('seller@demo.test');
    const seller = await listen(baseUrl, sellerCookie);
    const buyer = await listen(baseUrl, await t.signIn('buyer@demo.test'));
    const nobodyOutside = await listen(baseUrl, await t.signIn('admin@demo.test'));
    sockets.push(seller.socket, buyer.socket, nobodyOutside.socket);
    await seller.next((frame) => frame.type === 'Hello');

    const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/AuctionItems${url}`,
        headers: { cookie: sellerCookie },
        ...(payload ? { payload } : {}),
      });
    const organisation = await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Demo Autotalo Oy')
      .executeTakeFirstOrThrow();
    const { id } = (await call('POST', '/Create', { organisationId: organisation.id })).json<{
      id: number;
    }>();
    const created = await seller.next((frame) => frame.type === 'Created' && frame.itemId === id);
    expect(created).toMatchObject({
      organisationId: organisation.id,
      state: { status: 0, bidCount: 0 },
    });

    // Publish it: the buyer hears of it now, with the state to show.
    const media = 'hub-test-media';
    await insertImageRecord(t.db, organisation.id, media, t.clock.now());
    await call('PATCH', `/${id}/Update`, {
      licenseNumber: 'HUB-1',
      make: 'Saab',
      model: '9-5',
      type: '2.3t Aero',
      modelYear: 2010,
      mileage: 210000,
      bodyType: 5,
      driveType: 1,
      vehicleIdentificationNumber: 'YS3GR4BJ0A4001234',
      vehicleType: 7,
      fuelType: 1,
      transmissionType: 2,
      hybridType: 1,
      startPrice: 3000,
      newFiles: [{ externalServiceId: media }],
    });
    await call('POST', `/${id}/Publish`);
    const published = await buyer.next(
      (frame) => frame.itemId === id && (frame.state as { status: number }).status === 1,
    );
    expect(published).toMatchObject({
      type: 'Updated',
      state: { status: 1, priceNow: null, isEnded: false },
    });
    expect(published).not.toHaveProperty('audience');

    // Back to draft: the buyer is told to drop it; then its draft edits stay with the seller.
    await call('POST', `/${id}/Redraft`);
    await buyer.next((frame) => frame.type === 'Redrafted' && frame.itemId === id);
    await call('PATCH', `/${id}/Update`, { make: 'Saab Automobile' });
    await seller.next(
      (frame) => frame.type === 'Updated' && (frame.state as { status: number }).status === 0,
    );
    await quiet();
    const buyerAfterRedraft = buyer.frames
      .filter((frame) => frame.itemId === id)
      .map((frame) => frame.type);
    expect(buyerAfterRedraft).toEqual(['Updated', 'Redrafted']);
    // The admin acts for no organisation with a buyer subscription: nothing about this item at all.
    expect(nobodyOutside.frames.filter((frame) => frame.itemId === id)).toEqual([]);
    expect(buyer.frames.some((frame) => frame.type === 'Created')).toBe(false);
  });

  // Issue 15: a connection kept hearing frames after its session signed out.
  it('closes the connections of a session that signs out, and only those', async () => {
    const baseUrl = await start();
    const cookie = await t.signIn('buyer@demo.test');
    const otherSession = await t.signIn('buyer@demo.test');
    const [signedOut, stays] = [await listen(baseUrl, cookie), await listen(baseUrl, otherSession)];
    sockets.push(signedOut.socket, stays.socket);
    await signedOut.next((frame) => frame.type === 'Hello');
    const closed = closeCodeOf(signedOut.socket);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe(sessionEndedCloseCode);
    expect(await closeCodeOf(stays.socket, 500)).toBe('open');
  });

  it('closes a connection when its session expires, not while it is used elsewhere', async () => {
    const baseUrl = await start();
    const cookie = await t.signIn('buyer@demo.test');
    const listener = await listen(baseUrl, cookie);
    sockets.push(listener.socket);
    const ttlMs = t.config.SESSION_TTL_HOURS * 3_600_000;
    // Used by a call an hour before it would expire: the session slides, the connection stays.
    t.clock.advance(ttlMs - 3_600_000);
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetCurrentUser',
      headers: { cookie },
    });
    expect(used.statusCode).toBe(200);
    t.clock.advance(2 * 3_600_000);
    expect(await closeCodeOf(listener.socket, 2500)).toBe('open');
    // Unused for its whole lifetime: it ends, and so does the connection.
    t.clock.advance(ttlMs);
    expect(await closeCodeOf(listener.socket)).toBe(sessionEndedCloseCode);
  });

  it('drops a client that stops reading, and keeps telling the others', async () => {
    const baseUrl = await start();
    const stalled = await listen(baseUrl, await t.signIn('buyer@demo.test'));
    const reading = await listen(baseUrl, await t.signIn('buyer@demo.test'));
    sockets.push(stalled.socket, reading.socket);
    await reading.next((frame) => frame.type === 'Hello');
    await stalled.next((frame) => frame.type === 'Hello');
    const { organisationId } = await t.db
      .selectFrom('users')
      .select('selectedOrganisationId as organisationId')
      .where('email', '=', 'buyer@demo.test')
      .executeTakeFirstOrThrow();
    // The stalled client's TCP reads stop: the kernel's buffers fill, then the server's.
    (stalled.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const padding = 'x'.repeat(128 * 1024);
    const frames = 120; // 15 MB: more than loopback buffers and the limit hold
    const stalledClosed = closeCodeOf(stalled.socket, 10_000);
    for (let index = 0; index < frames; index++) {
      // An event of the buyer's own organisation, padded to weigh on the socket.
      const event = {
        kind: 'item',
        type: 'Updated',
        itemId: 1_000_000 + index,
        organisationId,
        state: { padding },
        audience: {},
      };
      t.events.prepare([event]).deliverHere();
      // Ten events per message: the hub sends a connection one message per window.
      if (index % 10 === 9)
        await new Promise((resolve) => setTimeout(resolve, coalesceWindowMs + 10));
    }
    await reading.next(
      (frame) => frame.type === 'Updated' && frame.itemId === 1_000_000 + frames - 1,
      10_000,
    );
    (stalled.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await stalledClosed).not.toBe('open');
    const heard = stalled.frames.filter((frame) => frame.type === 'Updated').length;
    expect(heard).toBeLessThan(frames);
    expect(reading.frames.filter((frame) => frame.type === 'Updated')).toHaveLength(frames);
  });

  it.runIf(backend === 'postgres')(
    'closes the connections on every instance when the session signs out on one',
    async () => {
      const baseUrl = await start();
      const secondDb = createKysely(createPool({ connectionString: t.databaseUrl!, max: 4 }));
      const secondEvents = await new PostgresEventBus(secondDb, t.databaseUrl!).start();
      const second = await buildApp(
        { db: secondDb, clock: t.clock, config: t.config, events: secondEvents },
        { serveWebApp: false, logger: false },
      );
      try {
        await second.ready();
        const cookie = await t.signIn('buyer@demo.test');
        const listener = await listen(baseUrl, cookie);
        sockets.push(listener.socket);
        await listener.next((frame) => frame.type === 'Hello');
        const closed = closeCodeOf(listener.socket);
        const logout = await second.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie },
        });
        expect(logout.statusCode).toBe(204);
        expect(await closed).toBe(sessionEndedCloseCode);
      } finally {
        await second.close();
        await secondEvents.close();
        await secondDb.destroy();
      }
    },
  );

  it.runIf(backend === 'postgres')('crosses server instances through LISTEN/NOTIFY', async () => {
    const baseUrl = await start();
    // A second instance on the same database: its own pool, its own listener, its own hub.
    const secondDb = createKysely(createPool({ connectionString: t.databaseUrl!, max: 4 }));
    const secondEvents = await new PostgresEventBus(secondDb, t.databaseUrl!).start();
    const second = await buildApp(
      { db: secondDb, clock: t.clock, config: t.config, events: secondEvents },
      { serveWebApp: false, logger: false },
    );
    try {
      await second.ready();
      const sellerCookie = await t.signIn('seller@demo.test');
      const listener = await listen(baseUrl, sellerCookie);
      sockets.push(listener.socket);
      const organisation = await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Demo Autotalo Oy')
        .executeTakeFirstOrThrow();
      const response = await second.inject({
        method: 'POST',
        url: '/api/AuctionItems/Create',
        headers: { cookie: sellerCookie },
        payload: { organisationId: organisation.id },
      });
      const { id } = response.json<{ id: number }>();
      expect(
        await listener.next((frame) => frame.type === 'Created' && frame.itemId === id),
      ).toMatchObject({ itemId: id });
    } finally {
      await second.close();
      await secondEvents.close();
      await secondDb.destroy();
    }
  });
});

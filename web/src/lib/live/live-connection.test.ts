import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { LiveConnection, randomJitterMs, reconnectDelayMs } from './live-connection';

describe('reconnectDelayMs', () => {
  it('follows spec 4, then repeats 13 s', () => {
    const delays = Array.from({ length: 13 }, (_, attempt) => reconnectDelayMs(attempt) / 1000);
    expect(delays).toEqual([0, 0, 3, 3, 5, 5, 8, 8, 10, 13, 13, 13, 13]);
  });
});

describe('the reconnect spread', () => {
  it('adds under a second at random, so each wait stays within its step of the schedule', () => {
    const spreads = Array.from({ length: 1000 }, () => randomJitterMs());
    expect(Math.min(...spreads)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...spreads)).toBeLessThan(1000);
    // Spread over the second, not bunched: each quarter holds a fair share of 1,000 draws.
    for (let quarter = 0; quarter < 4; quarter += 1) {
      const inQuarter = spreads.filter((ms) => Math.floor(ms / 250) === quarter).length;
      expect(inQuarter).toBeGreaterThan(150);
    }
  });

  it('waits the step plus the spread', () => {
    vi.useFakeTimers();
    const handlers = {
      onFrame: vi.fn(),
      onStatus: vi.fn(),
      onFirstOpen: vi.fn(),
      onReconnect: vi.fn(),
    };
    const connection = new LiveConnection(
      handlers,
      () => new FakeWebSocket(),
      () => 600,
    );
    connection.start();
    FakeWebSocket.latest().open();
    const count = FakeWebSocket.instances.length;
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(599);
    expect(FakeWebSocket.instances.length).toBe(count);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
    connection.stop();
    vi.useRealTimers();
  });
});

describe('LiveConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function connect() {
    const handlers = {
      onFrame: vi.fn(),
      onStatus: vi.fn(),
      onFirstOpen: vi.fn(),
      onReconnect: vi.fn(),
    };
    // The schedule's own tests run without the random spread; its test is below.
    const connection = new LiveConnection(
      handlers,
      () => new FakeWebSocket(),
      () => 0,
    );
    connection.start();
    return { connection, handlers };
  }

  it('reconnects after 0, 0, 3, 3, 5, 5, 8, 8, 10 and 13 seconds, then every 13 s', () => {
    const { connection } = connect();
    FakeWebSocket.latest().open();
    const openedAt: number[] = [];
    const start = Date.now();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.latest().drop();
      // Waits second by second until the next socket is opened.
      while (FakeWebSocket.instances.length === count) vi.advanceTimersByTime(1000 / 4);
      openedAt.push(Date.now());
    }
    const waits = openedAt.map((at, index) => (at - (openedAt[index - 1] ?? start)) / 1000);
    // Each wait is the delay rounded up to the quarter second the loop steps by.
    expect(waits.map((wait) => Math.floor(wait))).toEqual([0, 0, 3, 3, 5, 5, 8, 8, 10, 13, 13, 13]);
    connection.stop();
  });

  it('starts the schedule over once a connection opens again, and asks for a reload', () => {
    const { connection, handlers } = connect();
    FakeWebSocket.latest().open();
    // The first opening catches up what the page fetched before it; it is no reconnect.
    expect(handlers.onFirstOpen).toHaveBeenCalledTimes(1);
    expect(handlers.onReconnect).not.toHaveBeenCalled();
    for (let index = 0; index < 3; index += 1) {
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(3000);
    }
    expect(handlers.onStatus).toHaveBeenLastCalledWith('lost');
    FakeWebSocket.latest().open();
    expect(handlers.onStatus).toHaveBeenLastCalledWith('open');
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
    expect(handlers.onFirstOpen).toHaveBeenCalledTimes(1);
    const count = FakeWebSocket.instances.length;
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(0);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
    connection.stop();
  });

  it('passes frames on and stops for good', () => {
    const { connection, handlers } = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.send({ type: 'Hello', serverTime: '2026-11-23T10:00:00Z' });
    socket.onmessage?.({ data: 'not json' });
    expect(handlers.onFrame).toHaveBeenCalledTimes(1);
    connection.stop();
    expect(socket.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeClockOffset, ServerClock } from './server-clock';

describe('computeClockOffset', () => {
  it('takes the middle of the round trip as the moment the server read its clock', () => {
    const serverTime = new Date(10_000).toISOString();
    expect(computeClockOffset(serverTime, 1_000, 1_400)).toBe(10_000 - 1_200);
  });

  it('ignores an unreadable timestamp', () => {
    expect(computeClockOffset('not a time', 0, 0)).toBeNull();
  });
});

describe('ServerClock', () => {
  const localStart = Date.UTC(2026, 0, 15, 10, 0, 0);
  // The server runs 90 seconds ahead of this machine.
  const serverAhead = 90_000;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(localStart);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const serverTimestamp = vi.fn(() =>
    Promise.resolve(new Date(Date.now() + serverAhead).toISOString()),
  );

  it('applies the offset after a sync and keeps it when a sync fails', async () => {
    const clock = new ServerClock(serverTimestamp);
    expect(clock.now()).toBe(localStart);

    await clock.sync();
    expect(clock.getOffset()).toBe(serverAhead);
    expect(clock.now()).toBe(localStart + serverAhead);

    const failing = new ServerClock(() => Promise.reject(new Error('offline')));
    await failing.sync();
    expect(failing.getOffset()).toBe(0);
  });

  it('refreshes every 60 seconds and when the tab becomes visible, until stopped', async () => {
    serverTimestamp.mockClear();
    const clock = new ServerClock(serverTimestamp);
    const stop = clock.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(serverTimestamp).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(serverTimestamp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(serverTimestamp).toHaveBeenCalledTimes(2);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(serverTimestamp).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(serverTimestamp).toHaveBeenCalledTimes(3);
  });

  it('ticks subscribers each second with server time, and only while subscribed', async () => {
    const clock = new ServerClock(serverTimestamp);
    await clock.sync();
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    expect(clock.getSnapshot()).toBe(localStart + serverAhead);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(clock.getSnapshot()).toBe(localStart + 3_000 + serverAhead);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('shows a first listener the time it rendered, and ticks a tick after that time', async () => {
    const clock = new ServerClock(serverTimestamp);
    // Nothing listened for a while: a render takes the time afresh.
    await vi.advanceTimersByTimeAsync(5_500);
    expect(clock.getSnapshot()).toBe(localStart + 5_500);
    // The page's effects subscribe a little later: the time stays the one rendered (a changed
    // one would make React render every reader again at once).
    await vi.advanceTimersByTimeAsync(300);
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    expect(clock.getSnapshot()).toBe(localStart + 5_500);
    await vi.advanceTimersByTimeAsync(699);
    expect(listener).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clock.getSnapshot()).toBe(localStart + 6_500);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

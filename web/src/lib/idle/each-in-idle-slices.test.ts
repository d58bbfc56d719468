import { describe, expect, it, vi } from 'vitest';
import { eachInIdleSlices } from './each-in-idle-slices';

/** A scheduler the test runs by hand: each call to `runNext` is one idle period. */
function manualIdle(timeRemaining: number) {
  const waiting: Array<(deadline: IdleDeadline) => void> = [];
  const cancelled = vi.fn();
  return {
    schedule: (run: (deadline: IdleDeadline) => void) => {
      waiting.push(run);
      return cancelled;
    },
    runNext: () => waiting.shift()?.({ didTimeout: false, timeRemaining: () => timeRemaining }),
    get waiting() {
      return waiting.length;
    },
    cancelled,
  };
}

describe('eachInIdleSlices', () => {
  it('does nothing until the browser is idle, then works through every item in order', () => {
    const idle = manualIdle(50);
    const seen: number[] = [];
    eachInIdleSlices([1, 2, 3], (item) => seen.push(item), idle.schedule);
    expect(seen).toEqual([]);
    idle.runNext();
    expect(seen).toEqual([1, 2, 3]);
    expect(idle.waiting).toBe(0);
  });

  it('stops when its idle time is spent and goes on in the next idle period', () => {
    const idle = manualIdle(0);
    const items = Array.from({ length: 200 }, (_, index) => index);
    const seen: number[] = [];
    eachInIdleSlices(items, (item) => seen.push(item), idle.schedule);
    idle.runNext();
    // No time left: one run of items, then a wait for the next idle period.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(items.length);
    expect(idle.waiting).toBe(1);
    while (idle.waiting > 0) idle.runNext();
    expect(seen).toEqual(items);
  });

  it('stops for good when cancelled', () => {
    const idle = manualIdle(0);
    const work = vi.fn();
    const stop = eachInIdleSlices(
      Array.from({ length: 200 }, (_, index) => index),
      work,
      idle.schedule,
    );
    idle.runNext();
    const done = work.mock.calls.length;
    stop();
    expect(idle.cancelled).toHaveBeenCalledTimes(1);
    expect(done).toBeLessThan(200);
  });

  it('uses a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      // jsdom has none, as Safari before 2025 had none.
      expect('requestIdleCallback' in window).toBe(false);
      const work = vi.fn();
      eachInIdleSlices([1, 2], work);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(work).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

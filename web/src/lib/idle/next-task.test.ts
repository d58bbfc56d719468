import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('resolves only in a later task elsewhere, not in the current one', async () => {
    vi.useFakeTimers();
    // jsdom has no scheduler.yield, as Safari and Firefox before 2025 had none.
    expect('scheduler' in globalThis).toBe(false);
    let resolved = false;
    const waiting = nextTask().then(() => (resolved = true));
    // The microtasks of the current task run, and it is still waiting.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    vi.advanceTimersByTime(0);
    await waiting;
    expect(resolved).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module: its wait for the page's first idle moment starts when it is imported. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-idle-after-load')).useIdleAfterLoad;
}

describe('useIdleAfterLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false until the loaded page has been idle, then true', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const useIdleAfterLoad = await freshHook();
    const { result } = renderHook(() => useIdleAfterLoad());
    expect(result.current).toBe(false);
    // No requestIdleCallback here: the idle moment is a short timer's.
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(result.current).toBe(true);
  });

  it('is true from the first render for what mounts after that moment', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const useIdleAfterLoad = await freshHook();
    await vi.advanceTimersByTimeAsync(250);
    const answers: boolean[] = [];
    renderHook(() => answers.push(useIdleAfterLoad()));
    expect(answers).toEqual([true]);
  });
});

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so that the work after it is not part of the current long
 * task: the browser may paint and answer input in between (Lighthouse counts each task's time
 * over 50 ms as blocking, so one task of 100 ms blocks more than two of 50).
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of other waiting
 * tasks, so nothing slips in that the start would then wait for); a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

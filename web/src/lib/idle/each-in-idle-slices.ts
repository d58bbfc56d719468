import { onIdle } from './on-idle';

/** How long one slice may run: well inside a frame, so that a tap or a key is answered at once. */
const sliceMs = 8;

type Schedule = (run: (deadline?: IdleDeadline) => void) => () => void;

/**
 * Calls `work` on each item while the browser is idle, a few milliseconds at a time, in order.
 * Answers a function that stops it (a component's effect cleans up with it).
 */
export function eachInIdleSlices<T>(
  items: readonly T[],
  work: (item: T) => void,
  schedule: Schedule = onIdle,
): () => void {
  let next = 0;
  let cancel = schedule(function run(deadline) {
    const budget = Math.min(sliceMs, deadline?.timeRemaining() ?? sliceMs);
    const until = performance.now() + budget;
    do {
      const end = Math.min(items.length, next + 64);
      for (; next < end; next++) work(items[next]!);
    } while (next < items.length && performance.now() < until);
    if (next < items.length) cancel = schedule(run);
  });
  return () => cancel();
}

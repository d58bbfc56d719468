/**
 * Runs `task` when the browser is next idle (within `timeoutMs` at the latest, when given); a
 * browser without requestIdleCallback runs it after a short timer. Answers a function that
 * cancels it.
 */
export function onIdle(task: (deadline?: IdleDeadline) => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      task,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** Runs the task once the page has loaded and the browser is idle (within 5 s of that). */
export const whenIdle = (task: () => void) => {
  const schedule = () => void onIdle(() => task(), 5000);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};

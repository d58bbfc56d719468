import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job every `intervalMs`, never two runs of it at once in this process (other instances
 * run their own; the jobs claim their rows with SKIP LOCKED so they never do the same work).
 */
export function runEvery(
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  log: FastifyBaseLogger,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch((error: unknown) =>
        log.error({ err: error, job: name }, 'job failed; it runs again at the next interval'),
      )
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

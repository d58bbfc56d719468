/**
 * A browser loads the data of its Intl formats (locales, the time zone) on their first use: 50–90 ms
 * on a desktop's thread in Chromium, and Lighthouse's phone four times that, in the middle of the
 * first screen's render (issue 10). That data is kept once per page process, not per thread, so a
 * worker that makes the same formats meanwhile loads it on another core, while this thread is
 * still evaluating the app's JavaScript and waiting for its data; the first screen's formats then
 * cost a millisecond. Nothing depends on it: a browser without workers, or one that is slower to
 * start it, formats exactly as before, only later. Imported first by main.tsx, so that it starts
 * before the rest of the app is evaluated (hence a side effect of its own, listed in package.json).
 */
if (typeof Worker !== 'undefined') {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A refused worker (a content-security policy, a sandboxed frame) leaves formatting as it was.
  }
}

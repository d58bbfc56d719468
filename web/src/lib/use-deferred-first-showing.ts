import { useDeferredValue } from 'react';

/**
 * The value as a page shows it: its first showing is rendered in a deferred pass, in slices the
 * browser can answer between (React yields every 5 ms), rather than in one task when the value
 * arrives. A query's answer is an urgent update that React renders whole: on a phone the item
 * page's first showing was 0.8 s of blocked input, and the items page's first rows one long task
 * (Lighthouse's mobile run, issue 10). Until then the page shows what it shows while loading;
 * once shown, its changes (a bid, a save, a live frame) show at once, as before.
 *
 * `isSameShowing` says whether what the deferred pass has shown is a showing of this value (the
 * item page: the same item, not the one whose page was open before).
 */
export function useDeferredFirstShowing<T extends object>(
  value: T | undefined,
  isSameShowing: (shown: T, value: T) => boolean = () => true,
): T | undefined {
  const shown = useDeferredValue(value ?? null, null);
  return value !== undefined && shown !== null && isSameShowing(shown, value) ? value : undefined;
}

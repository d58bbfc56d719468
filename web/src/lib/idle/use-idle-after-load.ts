import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './on-idle';

let hasBeenIdle = false;
const waiting = new Set<() => void>();
whenIdle(() => {
  hasBeenIdle = true;
  for (const mark of waiting) mark();
  waiting.clear();
});

/**
 * Whether the page has loaded and the browser has been idle since: for what the first screen
 * does without (the header's release notes, a survey). Their answers used to arrive while the
 * page's first showing was being rendered in its deferred pass, and each one, an urgent update,
 * started that pass again from the top (issue 10: the item page rendered two to four times for
 * one showing). The change comes in a transition, so it interrupts nothing either.
 */
export function useIdleAfterLoad(): boolean {
  const [isIdle, setIdle] = useState(hasBeenIdle);
  useEffect(() => {
    if (isIdle) return;
    const mark = () => startTransition(() => setIdle(true));
    if (hasBeenIdle) {
      mark();
      return;
    }
    waiting.add(mark);
    return () => void waiting.delete(mark);
  }, [isIdle]);
  return isIdle;
}

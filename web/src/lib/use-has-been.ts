import { useState } from 'react';

/**
 * True from the first render in which `condition` held, for good: a lazily loaded menu, drawer
 * or notice mounts when first shown and stays mounted, so that it can animate closed.
 */
export function useHasBeen(condition: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(condition);
  // Adjusting state while rendering (React's pattern for state derived from a change).
  if (condition && !hasBeen) setHasBeen(true);
  return hasBeen || condition;
}

import { Suspense, type ReactElement } from 'react';
import { lazyPreloaded } from '../lib/lazy-preloaded';

// MUI's Tooltip brings Popper.js (about 10 KB gzipped) into whatever loads it first.
const Tooltip = lazyPreloaded(() => import('@mui/material/Tooltip'));

/**
 * A tooltip for the shell's first screen: the control renders at once, and its tooltip joins
 * it when the browser is idle after the page has loaded.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}

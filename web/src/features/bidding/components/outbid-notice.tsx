import { Suspense } from 'react';
import { lazyPreloaded } from '../../../lib/lazy-preloaded';
import { useHasBeen } from '../../../lib/use-has-been';
import { useOutbidNotice } from '../hooks/use-outbid-notice';

// Fetched when the page is idle: no first screen shows a notice, and it must show offline too.
const OutbidSnackbar = lazyPreloaded(() => import('./outbid-snackbar'));

/** 'You were outbid' or 'your bid machine was exceeded', one per item, linking to it (spec 2). */
export function OutbidNotice() {
  const { notices, close } = useOutbidNotice();
  // Mounted from the first notice on, so that the snackbar can animate closed.
  const hasShown = useHasBeen(notices.length > 0);
  if (!hasShown) return null;
  return (
    <Suspense fallback={null}>
      <OutbidSnackbar notices={notices} close={close} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { isApiError } from '../lib/api-client';
import { lazyPreloaded } from '../lib/lazy-preloaded';

// Fetched when the page is idle, so that it can show when the network is the thing that failed.
const ConnectionErrorDialogBody = lazyPreloaded(() => import('./connection-error-dialog-body'));

/** A lost connection or a failing server, as opposed to an answer the page can word itself. */
export const isConnectionError = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

/** Spec 2: a persistent dialog asking to refresh the page after a connection error. */
export function ConnectionErrorDialog({ reload }: { reload?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ConnectionErrorDialogBody reload={reload} />
    </Suspense>
  );
}

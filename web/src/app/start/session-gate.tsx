import { resolveLocale } from '@dealer/domain';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { applyLocale } from '../../i18n';
import { LiveFramesProvider } from '../../lib/live/live-frames';
import { ServerClockProvider } from '../../lib/server-clock-context';
import { SessionContext } from '../../lib/session/session-context';
import { useSessionQuery } from '../../lib/session/session-query';
import { useDeferredFirstShowing } from '../../lib/use-deferred-first-showing';
import { LiveUpdates } from '../live-updates';
import { AppShell } from '../shell/app-shell';
import { isRetryableStartFailure, StartFailure, startRetrySeconds } from './start-failure';

// Shown only to a user without a subscription: everyone else never downloads it.
const NoSubscriptionDialog = lazy(() =>
  import('./no-subscription-dialog').then((module) => ({ default: module.NoSubscriptionDialog })),
);

/**
 * The app start (spec 4): a full-page spinner until the session is loaded, then the shell.
 * A failed start shows why and tries again every 5 seconds.
 */
export function SessionGate({ isBare = false }: { isBare?: boolean }) {
  const { data: session, error, errorUpdatedAt, refetch } = useSessionQuery();
  const locale = session?.user.locale;

  // The UI speaks the user's language (spec 4), before the first paint of the shell.
  useLayoutEffect(() => {
    if (locale) void applyLocale(resolveLocale(locale));
  }, [locale]);

  useEffect(() => {
    if (!error || !isRetryableStartFailure(error)) return;
    const timer = setTimeout(() => void refetch(), startRetrySeconds * 1000);
    return () => clearTimeout(timer);
  }, [error, errorUpdatedAt, refetch]);

  // The shell and its page mount in a deferred pass that React slices: mounting them is the
  // start's longest work, and in one task it was the page's longest frame (issue 10, point 7).
  const shownSession = useDeferredFirstShowing(session);
  if (!shownSession)
    return error && !session ? <StartFailure error={error} /> : <FullPageSpinner />;
  return (
    <SessionContext.Provider value={shownSession}>
      <ServerClockProvider>
        {isBare ? (
          // The invoice and print views (spec 2): no header, navigation or live connection.
          <Outlet />
        ) : (
          <LiveFramesProvider>
            <AppShell />
            <LiveUpdates />
          </LiveFramesProvider>
        )}
        {shownSession.subscriptionProblem ? (
          <Suspense fallback={null}>
            <NoSubscriptionDialog />
          </Suspense>
        ) : null}
      </ServerClockProvider>
    </SessionContext.Provider>
  );
}

/** The session without the shell: pages printed on paper (spec 2, invoice and print). */
export const BareSessionGate = () => <SessionGate isBare />;

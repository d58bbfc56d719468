import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadSession } from './load-session';

export const sessionQueryKey = ['session'] as const;

/** The start sequence as one query; the gate owns its retries (spec 4: every 5 s, warned). */
const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: () => loadSession(),
  retry: false,
  // A start that failed ahead of the gate (the items page's prefetch) is not asked again
  // when the gate mounts: the gate shows the failure and owns the retries.
  retryOnMount: false,
  staleTime: Infinity,
} as const;

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

/**
 * Starts the start sequence before the gate renders; answers whether there is a session.
 * `onSignedIn` is called once, as soon as a session is known: when the user call answers (the
 * organisation, permissions and offices still on their way), or at once when the session is here
 * already. A page's loader starts its own data with it, a round trip sooner: the server decides
 * what the data holds from the session alone, not from what the start sequence loads.
 */
export async function prefetchSession(
  queryClient: QueryClient,
  onSignedIn?: () => void,
): Promise<boolean> {
  let isTold = false;
  const tell = () => {
    if (isTold) return;
    isTold = true;
    onSignedIn?.();
  };
  await queryClient.prefetchQuery({ ...sessionQuery, queryFn: () => loadSession(tell) });
  const isSignedIn = queryClient.getQueryData(sessionQueryKey) !== undefined;
  if (isSignedIn) tell();
  return isSignedIn;
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadSession } from './load-session';

export const sessionQueryKey = ['session'] as const;

/** The start sequence as one query; the gate owns its retries (spec 4: every 5 s, warned). */
const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: loadSession,
  retry: false,
  // A start that failed ahead of the gate (the items page's prefetch) is not asked again
  // when the gate mounts: the gate shows the failure and owns the retries.
  retryOnMount: false,
  staleTime: Infinity,
} as const;

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

/** Starts the start sequence before the gate renders; answers whether there is a session. */
export async function prefetchSession(queryClient: QueryClient): Promise<boolean> {
  await queryClient.prefetchQuery(sessionQuery);
  return queryClient.getQueryData(sessionQueryKey) !== undefined;
}

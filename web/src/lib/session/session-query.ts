import { useQuery } from '@tanstack/react-query';
import { loadSession } from './load-session';

export const sessionQueryKey = ['session'] as const;

/** The start sequence as one query; the gate owns its retries (spec 4: every 5 s, warned). */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: loadSession,
    retry: false,
    staleTime: Infinity,
  });
}

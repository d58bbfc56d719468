import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Only failures that may pass by themselves are worth another try: the network and 5xx. */
export function isTransientFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Live events and explicit invalidation keep data fresh; focus refetches would only
        // multiply requests for a dealer who switches tabs all day.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isTransientFailure(error),
      },
      mutations: { retry: false },
    },
  });
}

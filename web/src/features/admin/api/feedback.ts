import type { AdminPage, FeedbackEntry } from '@dealer/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/feedback?cursor=: the feedback messages, newest first, a page at a time. */
export function useFeedbackPages() {
  return useInfiniteQuery({
    queryKey: ['admin', 'feedback'],
    queryFn: ({ signal, pageParam }) =>
      apiGet<AdminPage<FeedbackEntry>>(
        `/api/admin/feedback${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

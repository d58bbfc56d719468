import { feedbackAdminApi } from '@dealer/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/admin/feedback?cursor=: the feedback messages, newest first, a page at a time. */
export function useFeedbackPages() {
  return useInfiniteQuery({
    queryKey: ['admin', 'feedback'],
    queryFn: ({ signal, pageParam }) =>
      callApi(feedbackAdminApi.list, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

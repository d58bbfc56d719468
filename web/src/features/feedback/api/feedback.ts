import type { FeedbackRequest, Survey } from '@dealer/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

/** POST /api/Feedback: the message and the page it was written on. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (feedback: FeedbackRequest) =>
      apiSend<{ id: number }>('POST', '/api/Feedback', feedback),
  });
}

/** GET /api/Survey: whether a survey shows, and its page. */
export function useSurvey() {
  return useQuery({
    queryKey: ['survey'],
    queryFn: ({ signal }) =>
      apiGet<Survey>(`/api/Survey?url=${encodeURIComponent(window.location.pathname)}`, {
        signal,
      }),
    staleTime: Infinity,
    // Organisation-and-settings 8: survey failures show nothing.
    retry: false,
  });
}

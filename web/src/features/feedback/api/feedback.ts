import { feedbackApi, type FeedbackRequest } from '@dealer/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/Feedback: the message and the page it was written on. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (feedback: FeedbackRequest) => callApi(feedbackApi.send, { body: feedback }),
  });
}

/** GET /api/Survey: whether a survey shows, and its page. */
export function useSurvey() {
  return useQuery({
    queryKey: ['survey'],
    queryFn: ({ signal }) =>
      callApi(feedbackApi.survey, { query: { url: window.location.pathname } }, { signal }),
    staleTime: Infinity,
    // Organisation-and-settings 8: survey failures show nothing.
    retry: false,
  });
}

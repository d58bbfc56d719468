import { feedbackApi, type FeedbackRequest } from '@dealer/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useIdleAfterLoad } from '../../../lib/idle/use-idle-after-load';

/** POST /api/Feedback: the message and the page it was written on. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (feedback: FeedbackRequest) => callApi(feedbackApi.send, { body: feedback }),
  });
}

/** GET /api/Survey: whether a survey shows, and its page. */
export function useSurvey() {
  // Not part of the first screen: asked for once the page is idle (useIdleAfterLoad).
  const isIdle = useIdleAfterLoad();
  return useQuery({
    queryKey: ['survey'],
    queryFn: ({ signal }) =>
      callApi(feedbackApi.survey, { query: { url: window.location.pathname } }, { signal }),
    staleTime: Infinity,
    enabled: isIdle,
    // Organisation-and-settings 8: survey failures show nothing.
    retry: false,
  });
}

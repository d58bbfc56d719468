import { reviewsApi, type AddReviewRequest, type UpdateReviewRequest } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Under the item's key: a reconnect reloads it with the rest of the open item page. */
export const reviewsKey = (itemId: number) => ['auctionItems', itemId, 'reviews'] as const;

/** GET {itemId}/reviews: the sale's reviews (for its parties) and one's own AI summary thumb. */
export function useReviews(itemId: number, isEnabled = true) {
  return useQuery({
    queryKey: reviewsKey(itemId),
    queryFn: ({ signal }) => callApi(reviewsApi.list, { params: { itemId } }, { signal }),
    enabled: isEnabled,
  });
}

/** POST AddReview, or PATCH UpdateReview when the review exists (`id`). */
export function useSaveReview(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: ({ id: number } & UpdateReviewRequest) | ({ id?: undefined } & AddReviewRequest),
    ) =>
      request.id === undefined
        ? callApi(reviewsApi.add, { params: { itemId }, body: request })
        : callApi(reviewsApi.update, {
            params: { itemId },
            body: {
              id: request.id,
              thumbsUp: request.thumbsUp,
              reviewType: request.reviewType,
              description: request.description,
            },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKey(itemId) }),
  });
}

import type { DeliveryOfferRequest, DeliveryOfferResult } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST DeliveryOfferRequest (spec 3): one success flag per provider. */
export function useRequestDeliveryOffer(itemId: number) {
  return useMutation({
    mutationFn: (request: DeliveryOfferRequest) =>
      apiSend<DeliveryOfferResult>(
        'POST',
        `/api/AuctionItems/${itemId}/DeliveryOfferRequest`,
        request,
      ),
  });
}

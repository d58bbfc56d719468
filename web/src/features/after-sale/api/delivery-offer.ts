import { afterSaleApi, type DeliveryOfferRequest } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST DeliveryOfferRequest (spec 3): one success flag per provider. */
export function useRequestDeliveryOffer(itemId: number) {
  return useMutation({
    mutationFn: (request: DeliveryOfferRequest) =>
      callApi(afterSaleApi.deliveryOfferRequest, { params: { itemId }, body: request }),
  });
}

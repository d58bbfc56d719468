import { afterSaleApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../../lib/api-client';

export const paymentDetailsKey = (itemId: number) =>
  ['auctionItems', itemId, 'paymentdeliverydetails'] as const;

/**
 * GET paymentdeliverydetails (spec 2): the winner's and the auctioneer's; null for everyone else
 * (the server answers 404, which here only means there is nothing to show).
 */
export function usePaymentDetails(itemId: number, isWanted: boolean) {
  return useQuery({
    queryKey: paymentDetailsKey(itemId),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(
          afterSaleApi.paymentDeliveryDetails,
          { params: { itemId } },
          { signal },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: isWanted,
    retry: false,
  });
}

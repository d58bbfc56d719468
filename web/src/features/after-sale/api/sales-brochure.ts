import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET salesbrochure (spec 7): the brochure goes to the caller's own e-mail. */
export function useSendSalesBrochure(itemId: number) {
  return useMutation({
    mutationFn: () => apiGet<{ emailAddress: string }>(`/api/AuctionItems/${itemId}/salesbrochure`),
  });
}

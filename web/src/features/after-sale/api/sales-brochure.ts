import { afterSaleApi } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET salesbrochure (spec 7): the brochure goes to the caller's own e-mail. */
export function useSendSalesBrochure(itemId: number) {
  return useMutation({
    mutationFn: () => callApi(afterSaleApi.salesBrochure, { params: { itemId } }),
  });
}

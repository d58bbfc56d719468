import { afterSaleApi } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { callApi } from '../../../lib/api-client';

export const invoiceKey = (itemId: number) => ['auctionItems', itemId, 'invoice'] as const;

/** GET {itemId}/invoice: what the invoice prints besides the dialog's entries. */
export function useInvoiceData(itemId: number, isWanted = true) {
  return useQuery({
    queryKey: invoiceKey(itemId),
    queryFn: ({ signal }) => callApi(afterSaleApi.invoice, { params: { itemId } }, { signal }),
    enabled: isWanted,
    retry: false,
  });
}

/**
 * POST {itemId}/invoice: the invoice number saved, then the deal counts as invoiced. Its message
 * is the hook's own, so it shows after the dialog has closed.
 */
export function useSaveInvoiceNumber(itemId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (invoiceNumber: string) =>
      callApi(afterSaleApi.saveInvoiceNumber, { params: { itemId }, body: { invoiceNumber } }),
    onSuccess: async () => {
      toast.success('invoice.saved');
      await queryClient.invalidateQueries({ queryKey: invoiceKey(itemId) });
    },
    onError: () => toast.error('invoice.saveFailed'),
  });
}

import type { InvoiceData } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const invoiceKey = (itemId: number) => ['auctionItems', itemId, 'invoice'] as const;

/** GET {itemId}/invoice: what the invoice prints besides the dialog's entries. */
export function useInvoiceData(itemId: number, isWanted = true) {
  return useQuery({
    queryKey: invoiceKey(itemId),
    queryFn: ({ signal }) => apiGet<InvoiceData>(`/api/AuctionItems/${itemId}/invoice`, { signal }),
    enabled: isWanted,
    retry: false,
  });
}

/** POST {itemId}/invoice: the invoice number saved, then the deal counts as invoiced. */
export function useSaveInvoiceNumber(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceNumber: string) =>
      apiSend<{ invoiceNumber: string; invoicedAt: string }>(
        'POST',
        `/api/AuctionItems/${itemId}/invoice`,
        { invoiceNumber },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKey(itemId) }),
  });
}

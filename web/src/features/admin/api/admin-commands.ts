import { adminApi, ConfirmationType } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminItemKey, auditLogKey } from './admin-item';

/** After an admin's change the item and its audit log are read again. */
function useAdminChange<V>(itemId: number, send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminItemKey(itemId) }),
        queryClient.invalidateQueries({ queryKey: auditLogKey(itemId) }),
      ]),
  });
}

/** PATCH /api/admin/endtime (spec 5, admin end time). */
export const useUpdateEndTime = (itemId: number) =>
  useAdminChange(itemId, (end: string) =>
    callApi(adminApi.updateEndTime, { body: { auctionItemId: itemId, end } }),
  );

/** POST /api/admin/confirmations/sold or /notsold (spec 4, admin fix). */
export const useFixConfirmation = (itemId: number) =>
  useAdminChange(itemId, ({ isSold, description }: { isSold: boolean; description: string }) =>
    callApi(isSold ? adminApi.fixConfirmationSold : adminApi.fixConfirmationNotSold, {
      body: {
        auctionItemId: itemId,
        type: ConfirmationType.Auctioneer,
        isSold,
        description: description.trim() || null,
      },
    }),
  );

export type EndMessageRecipient = 'auctioneer' | 'winner';

/** PUT /api/admin/…auctionendnotificationmessage: the end message again (spec 6). */
export const useSendEndMessage = (itemId: number) =>
  useAdminChange(itemId, (recipient: EndMessageRecipient) =>
    callApi(
      recipient === 'auctioneer'
        ? adminApi.resendAuctioneerEndMessage
        : adminApi.resendWinnerEndMessage,
      { body: { auctionItemId: itemId } },
    ),
  );

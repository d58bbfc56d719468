import type { AddAdditionalInfoRequest, AdditionalInfo } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useLiveFrames } from '../../../lib/live/live-frames';

/** Under the item's key: a reconnect reloads it with the rest of the open item page. */
export const additionalInfosKey = (itemId: number) =>
  ['auctionItems', itemId, 'additionalInfos'] as const;

/** GET {itemId}/additional-infos: what the auctioneer added, newest first; kept live. */
export function useAdditionalInfos(itemId: number, isEnabled: boolean) {
  const queryClient = useQueryClient();
  useLiveFrames((frame) => {
    if (frame.type === 'NewAdditionalInfo' && frame.itemId === itemId)
      void queryClient.invalidateQueries({ queryKey: additionalInfosKey(itemId) });
  }, isEnabled);
  return useQuery({
    queryKey: additionalInfosKey(itemId),
    queryFn: ({ signal }) =>
      apiGet<AdditionalInfo[]>(`/api/AuctionItems/${itemId}/additional-infos`, { signal }),
    enabled: isEnabled,
  });
}

/** POST {itemId}/AddAdditionalInfo: text, files (uploads' externalServiceIds) or both. */
export function useAddAdditionalInfo(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<AddAdditionalInfoRequest, 'auctionItemId'>) =>
      apiSend<{ id: number }>('POST', `/api/AuctionItems/${itemId}/AddAdditionalInfo`, {
        ...request,
        auctionItemId: itemId,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: additionalInfosKey(itemId) }),
  });
}

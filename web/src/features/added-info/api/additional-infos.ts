import { additionalInfosApi, type AddAdditionalInfoRequest } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
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
    queryFn: ({ signal }) => callApi(additionalInfosApi.list, { params: { itemId } }, { signal }),
    enabled: isEnabled,
  });
}

/** POST {itemId}/AddAdditionalInfo: text, files (uploads' externalServiceIds) or both. */
export function useAddAdditionalInfo(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<AddAdditionalInfoRequest, 'auctionItemId'>) =>
      callApi(additionalInfosApi.add, {
        params: { itemId },
        body: { ...request, auctionItemId: itemId },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: additionalInfosKey(itemId) }),
  });
}

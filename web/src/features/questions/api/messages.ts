import { messagesApi, type AuctionItemMessageRequest } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ownItemListsKey } from '../../../lib/live/item-list-key';

/** Under the item's key: a reconnect reloads it with the rest of the open item page. */
export const itemMessagesKey = (itemId: number) => ['auctionItems', itemId, 'messages'] as const;

/** GET {itemId}/messages: the item's questions and answers, oldest first. */
export function useItemMessages(itemId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: itemMessagesKey(itemId),
    queryFn: ({ signal }) => callApi(messagesApi.list, { params: { itemId } }, { signal }),
    enabled: isEnabled,
  });
}

/** POST Messages/{itemId}/AuctionItemMessage: a question, or an answer to `auctionMessageId`. */
export function useSendMessage(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AuctionItemMessageRequest) =>
      callApi(messagesApi.send, { params: { itemId }, body: request }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: itemMessagesKey(itemId) });
      // The question icons and filter of my items.
      void queryClient.invalidateQueries({ queryKey: ownItemListsKey });
    },
  });
}

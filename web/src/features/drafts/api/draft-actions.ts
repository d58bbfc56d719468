import { auctionItemsApi, type AuctionItem } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { awaitingSellerCountKey } from '../../../lib/live/item-list-key';
import { auctionItemKey } from '../../../lib/items/auction-item';
import { organisationItemsKey } from '../../../lib/items/organisation-items';
import { itemMutationScope } from './update-draft';

// The item's state changes (spec 4): publish, delete a draft, redraft, remove from sale. Each leaves the
// organisation's list stale; the answer (an item) replaces the cached one.

function useItemAction<T extends AuctionItem | undefined>(
  send: (itemId: number) => Promise<T>,
  scopeItemId?: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: scopeItemId === undefined ? undefined : itemMutationScope(scopeItemId),
    mutationFn: ({ itemId }: { itemId: number; organisationId: number }) => send(itemId),
    onSuccess: (answer, { organisationId }) => {
      if (answer) queryClient.setQueryData(auctionItemKey(answer.id), answer);
      // A redraft of an ended item may take it off the My items dot's count.
      void queryClient.invalidateQueries({ queryKey: awaitingSellerCountKey });
      return queryClient.invalidateQueries({ queryKey: organisationItemsKey(organisationId) });
    },
  });
}

/** Spec 4: publishing waits for the saves under way (they share the item's scope). */
export const usePublish = (itemId: number) =>
  useItemAction((id) => callApi(auctionItemsApi.publish, { params: { itemId: id } }), itemId);

/** The deleted item's cache is the caller's to drop, once its page is gone. */
export const useDeleteDraft = () =>
  useItemAction((itemId) =>
    callApi(auctionItemsApi.deleteDraft, { params: { itemId } }).then(() => undefined),
  );

/** The answer may be a new draft (a copy) with its own id: the caller moves to it. */
export const useRedraft = () =>
  useItemAction((itemId) => callApi(auctionItemsApi.redraft, { params: { itemId } }));

/** Spec 4: removal from sale (a published item with bids); the answer is the removed item. */
export const useCancelItem = () =>
  useItemAction((itemId) => callApi(auctionItemsApi.cancel, { params: { itemId } }));

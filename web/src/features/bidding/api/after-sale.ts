import {
  biddingApi,
  type AuctioneerConfirmRequest,
  type AuctionItem,
  type SetWinningBidRequest,
} from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import {
  auctionItemKey,
  awaitingSellerCountKey,
  ownItemListsKey,
} from '../../../lib/live/item-list-key';

/**
 * The answer is the item itself: it replaces the cached one; my items' lists and the My items
 * dot's count are stale.
 */
function useItemAnswer(itemId: number) {
  const queryClient = useQueryClient();
  return (item: AuctionItem) => {
    queryClient.setQueryData(auctionItemKey(itemId), item);
    void queryClient.invalidateQueries({ queryKey: ownItemListsKey });
    void queryClient.invalidateQueries({ queryKey: awaitingSellerCountKey });
  };
}

/** POST {itemId}/SetWinningBid: the finish dialog's choice (spec 4), a bid or 'no buyer'. */
export function useSetWinningBid(itemId: number) {
  const onSuccess = useItemAnswer(itemId);
  return useMutation({
    mutationFn: (request: SetWinningBidRequest) =>
      callApi(biddingApi.setWinningBid, { params: { itemId }, body: request }),
    onSuccess,
  });
}

/** POST {itemId}/AuctioneerConfirm: sold with the price, or not sold with why (spec 4). */
export function useAuctioneerConfirm(itemId: number) {
  const onSuccess = useItemAnswer(itemId);
  return useMutation({
    mutationFn: (request: AuctioneerConfirmRequest) =>
      callApi(biddingApi.auctioneerConfirm, { params: { itemId }, body: request }),
    onSuccess,
  });
}

/** POST {itemId}/BuyerConfirm: the winning organisation confirms its purchase. */
export function useBuyerConfirm(itemId: number) {
  const onSuccess = useItemAnswer(itemId);
  return useMutation({
    mutationFn: () => callApi(biddingApi.buyerConfirm, { params: { itemId }, body: {} }),
    onSuccess,
  });
}

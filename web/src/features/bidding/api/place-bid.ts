import { biddingApi, type BidRequest } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isTransientFailure } from '../../../lib/query-client';
import { applyBidResult } from './apply-bid-result';

/** One user action's request: its Idempotency-Key makes an automatic retry safe. */
export interface MoneyCall {
  idempotencyKey: string;
}

export type PlaceBid = Omit<BidRequest, 'auctionItemId'> & MoneyCall;

/** A fresh key for each user action (issue 5: a retried money call never acts twice). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** Money calls are retried on network and server failures only, with the same key. */
export const retryMoneyCall = (failureCount: number, error: unknown) =>
  failureCount < 2 && isTransientFailure(error);

export const idempotencyHeaders = (call: MoneyCall) => ({ 'Idempotency-Key': call.idempotencyKey });

/** POST {itemId}/Bid: a manual bid; the answer updates the item everywhere it is cached. */
export function usePlaceBid(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...bid }: PlaceBid) =>
      callApi(
        biddingApi.bid,
        { params: { itemId }, body: { auctionItemId: itemId, ...bid } },
        { headers: idempotencyHeaders({ idempotencyKey }) },
      ),
    retry: retryMoneyCall,
    onSuccess: (result) => applyBidResult(queryClient, result),
  });
}

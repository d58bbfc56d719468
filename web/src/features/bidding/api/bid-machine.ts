import { biddingApi } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applyBidResult } from './apply-bid-result';
import { idempotencyHeaders, retryMoneyCall, type MoneyCall } from './place-bid';

interface Acting {
  organisationId: number;
  officeId: number | null;
}

/**
 * The three bid machine calls of spec 7, as one mutation (one pending state per dialog). The
 * machine's `ceiling` goes on the wire as the spec's `priceMaximum` (add) or `newPrice` (update).
 */
export type BidMachineChange = MoneyCall &
  (
    | ({ kind: 'create'; ceiling: number } & Acting)
    | ({ kind: 'update'; ceiling: number; bidMachineId: number } & Acting)
    | { kind: 'remove'; bidMachineId: number }
  );

function sendChange(itemId: number, { idempotencyKey, ...change }: BidMachineChange) {
  const options = { headers: idempotencyHeaders({ idempotencyKey }) };
  const acting = (office: number | null) => (office === null ? {} : { officeId: office });
  switch (change.kind) {
    case 'create':
      return callApi(
        biddingApi.addBidMachine,
        {
          params: { itemId },
          body: {
            auctionItemId: itemId,
            priceMaximum: change.ceiling,
            organisationId: change.organisationId,
            ...acting(change.officeId),
          },
        },
        options,
      );
    case 'update':
      return callApi(
        biddingApi.updateBidMachine,
        {
          params: { itemId },
          body: {
            auctionItemId: itemId,
            newPrice: change.ceiling,
            organisationId: change.organisationId,
            bidMachineId: change.bidMachineId,
            ...acting(change.officeId),
          },
        },
        options,
      );
    case 'remove':
      return callApi(
        biddingApi.deleteBidMachine,
        {
          params: { itemId },
          body: { auctionItemId: itemId, bidMachineId: change.bidMachineId },
        },
        options,
      );
  }
}

/** AddBidMachine, UpdateBidMachine and DeleteBidMachine; the answer updates the caches. */
export function useChangeBidMachine(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BidMachineChange) => sendChange(itemId, change),
    retry: retryMoneyCall,
    onSuccess: (result) => applyBidResult(queryClient, result),
  });
}

import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';

/** GET {itemId}/Location: where the item is picked up (spec 3, Item location). */
export type { ItemLocation } from '@dealer/domain';

export function useItemLocation(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'location'],
    queryFn: ({ signal }) => callApi(auctionItemsApi.location, { params: { itemId } }, { signal }),
    retry: false,
  });
}

export function useItemOffice(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'office'],
    queryFn: ({ signal }) => callApi(auctionItemsApi.office, { params: { itemId } }, { signal }),
    retry: false,
  });
}

/** Spec 2: a view is registered once when a non-draft item is opened outside admin view. */
export function useRegisterView(itemId: number, shouldRegister: boolean) {
  useEffect(() => {
    if (!shouldRegister) return;
    // A failed count costs nothing the viewer sees.
    callApi(auctionItemsApi.addAuctionView, { params: { itemId } }).catch(() => undefined);
  }, [itemId, shouldRegister]);
}

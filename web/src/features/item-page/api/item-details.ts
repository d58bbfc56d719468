import type { Office } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend } from '../../../lib/api-client';

/** GET {itemId}/Location: where the item is picked up (spec 3, Item location). */
export interface ItemLocation {
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  pickUpDescription: string | null;
  pickUpEnabled: boolean;
}

export function useItemLocation(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'location'],
    queryFn: ({ signal }) =>
      apiGet<ItemLocation>(`/api/AuctionItems/${itemId}/Location`, { signal }),
    retry: false,
  });
}

export function useItemOffice(itemId: number) {
  return useQuery({
    queryKey: ['auctionItems', itemId, 'office'],
    queryFn: ({ signal }) => apiGet<Office>(`/api/AuctionItems/${itemId}/Office`, { signal }),
    retry: false,
  });
}

/** Spec 2: a view is registered once when a non-draft item is opened outside admin view. */
export function useRegisterView(itemId: number, shouldRegister: boolean) {
  useEffect(() => {
    if (!shouldRegister) return;
    // A failed count costs nothing the viewer sees.
    apiSend('POST', `/api/AuctionItems/${itemId}/AddAuctionView`).catch(() => undefined);
  }, [itemId, shouldRegister]);
}

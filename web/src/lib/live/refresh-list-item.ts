import { listDescriptionLength, type AuctionItem, type ItemListRow } from '@dealer/domain';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-client';
import { auctionItemQuery } from '../auction-item-query';
import { updateCachedListRow } from './item-cache';
import { itemListKey } from './item-list-key';
import { patchQueryData } from './patch-query-data';

/**
 * The details of a list row the item itself now tells (RefreshAuctionItem: its files, its
 * description...). The bidding state stays the events' (a bid may have passed this read).
 */
export function withItemDetails(row: ItemListRow, item: AuctionItem): ItemListRow {
  const thumbnail = item.files
    .filter((file) => file.isImage)
    .sort((a, b) => a.orderNumber - b.orderNumber)[0];
  return {
    ...row,
    licenseNumber: item.licenseNumber,
    make: item.make,
    model: item.model,
    type: item.type,
    modelYear: item.modelYear,
    mileage: item.mileage,
    fuelType: item.fuelType,
    hybridType: item.hybridType,
    auctioneerDescription: item.auctioneerDescription?.slice(0, listDescriptionLength) ?? null,
    startPrice: item.startPrice,
    minimumRaise: item.minimumRaise,
    openBid: item.openBid,
    hasPriceReservation: item.hasPriceReservation,
    isProItem: item.isProItem,
    thumbnailUrl: thumbnail?.url ?? null,
    isFavorite: item.isFavoriteForUser,
  };
}

/**
 * Spec 4: RefreshAuctionItem refreshes the item; a refresh that answers 404 removes it from the
 * list (a target group now hides it, say). The read also renews an open item page's item.
 */
export async function refreshListItem(queryClient: QueryClient, itemId: number): Promise<void> {
  try {
    const item = await queryClient.fetchQuery({ ...auctionItemQuery(itemId), staleTime: 0 });
    updateCachedListRow(queryClient, itemId, (row) => withItemDetails(row, item));
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      patchQueryData<ItemListRow[]>(queryClient, itemListKey, (rows) =>
        rows.filter((row) => row.id !== itemId),
      );
    } else {
      // The row keeps the state the event gave; the next event or reload brings the rest.
      console.error(`Refreshing item ${itemId} failed`, error);
    }
  }
}

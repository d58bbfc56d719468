import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The option lists the auction defaults use (GET /api/AuctionItems/GetDefaultLists). */
export interface SettingsDefaultLists {
  MinimumRaise: number[];
  Toggle: number[];
  HoursOpenAfterFirstBid: number[];
}

// The same cache entry as the item pages' lists: they change only with a deployment.
export function useSettingsDefaultLists() {
  return useQuery({
    queryKey: ['auctionItems', 'defaultLists'],
    queryFn: ({ signal }): Promise<SettingsDefaultLists> =>
      callApi(auctionItemsApi.defaultLists, {}, { signal }),
    staleTime: Infinity,
  });
}

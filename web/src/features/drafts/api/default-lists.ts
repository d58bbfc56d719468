import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/AuctionItems/GetDefaultLists: the values of each dropdown; the web names them. */
export type { DefaultListName, DefaultLists } from '@dealer/domain';

/** The lists change only with a deployment. */
export function useDefaultLists() {
  return useQuery({
    queryKey: ['auctionItems', 'defaultLists'],
    queryFn: ({ signal }) => callApi(auctionItemsApi.defaultLists, {}, { signal }),
    staleTime: Infinity,
  });
}

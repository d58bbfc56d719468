import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { buyingItemsKey, organisationItemsKey } from '../live/item-list-key';

export { buyingItemsKey, organisationItemsKey };

/** The organisation's own items (members only): the sell tab of my items. */
export function useOrganisationItems(organisationId: number, isEnabled = true) {
  return useQuery({
    queryKey: organisationItemsKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(auctionItemsApi.organisationItems, { params: { organisationId } }, { signal }),
    enabled: isEnabled,
  });
}

/** The items the organisation has bid on or has a bid machine on: the buy tab of my items. */
export function useBuyingItems(organisationId: number, isEnabled = true) {
  return useQuery({
    queryKey: buyingItemsKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(auctionItemsApi.buyingItems, { params: { organisationId } }, { signal }),
    enabled: isEnabled,
  });
}

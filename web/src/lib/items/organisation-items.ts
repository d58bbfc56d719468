import { auctionItemsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { ownRowsAfterFrame } from '../live/item-cache';
import { buyingItemsKey, organisationItemsKey } from '../live/item-list-key';
import { readLive } from '../live/live-reads';

export { buyingItemsKey, organisationItemsKey };

/** The organisation's own items (members only): the sell tab of my items. */
export function useOrganisationItems(organisationId: number, isEnabled = true) {
  return useQuery({
    queryKey: organisationItemsKey(organisationId),
    queryFn: ({ signal, client }) =>
      readLive(
        client,
        () =>
          callApi(auctionItemsApi.organisationItems, { params: { organisationId } }, { signal }),
        ownRowsAfterFrame,
      ),
    enabled: isEnabled,
  });
}

/** The items the organisation has bid on or has a bid machine on: the buy tab of my items. */
export function useBuyingItems(organisationId: number, isEnabled = true) {
  return useQuery({
    queryKey: buyingItemsKey(organisationId),
    queryFn: ({ signal, client }) =>
      readLive(
        client,
        () => callApi(auctionItemsApi.buyingItems, { params: { organisationId } }, { signal }),
        ownRowsAfterFrame,
      ),
    enabled: isEnabled,
  });
}

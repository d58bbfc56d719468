import type { OwnItemRow } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const organisationItemsKey = (organisationId: number) =>
  ['organisations', organisationId, 'auctionItems'] as const;

/** The organisation's own items (members only). */
export function useOrganisationItems(organisationId: number) {
  return useQuery({
    queryKey: organisationItemsKey(organisationId),
    queryFn: ({ signal }) =>
      apiGet<OwnItemRow[]>(`/api/AuctionItems/organisation/${organisationId}`, {
        signal,
      }),
  });
}

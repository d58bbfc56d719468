import { auctionItemsApi, settingsApi, type AuctionItem } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { auctionItemKey } from '../../../lib/items/auction-item';

/** A user of the organisation who may be made a responsible salesperson. */
export type { ResponsibleCandidate } from '@dealer/domain';

export function useResponsibleCandidates(organisationId: number) {
  return useQuery({
    queryKey: ['organisations', organisationId, 'responsibleSalespeople'],
    queryFn: ({ signal }) =>
      callApi(settingsApi.responsibleCandidates, { params: { organisationId } }, { signal }),
  });
}

export type ResponsibleSalespersonChange =
  | { kind: 'add'; userId: number; showInAuction: boolean }
  | { kind: 'update'; id: number; showInAuction: boolean }
  | { kind: 'remove'; id: number };

function sendChange(itemId: number, change: ResponsibleSalespersonChange) {
  // Spec 7: POST and PATCH {itemId}/ResponsiblePerson, DELETE ResponsiblePerson/{responsiblePersonId}.
  switch (change.kind) {
    case 'add':
      return callApi(auctionItemsApi.addResponsiblePerson, {
        params: { itemId },
        body: { userId: change.userId, showInAuction: change.showInAuction },
      });
    case 'update':
      return callApi(auctionItemsApi.updateResponsiblePerson, {
        params: { itemId },
        body: { id: change.id, showInAuction: change.showInAuction },
      });
    case 'remove':
      return callApi(auctionItemsApi.removeResponsiblePerson, {
        params: { itemId, responsiblePersonId: change.id },
      });
  }
}

/** Every change answers the item's new list, which replaces the item's own. */
export function useChangeResponsibleSalesperson(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `auction-item-${itemId}` },
    mutationFn: (change: ResponsibleSalespersonChange) => sendChange(itemId, change),
    onSuccess: (responsiblePersons) =>
      queryClient.setQueryData<AuctionItem>(auctionItemKey(itemId), (item) =>
        item ? { ...item, responsiblePersons } : item,
      ),
  });
}

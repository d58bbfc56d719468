import { settingsApi } from '@dealer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type { DefaultResponsibleSeller, ResponsibleCandidate } from '@dealer/domain';

export const defaultSellersKey = (organisationId: number) =>
  ['organisations', organisationId, 'defaultResponsibleSellers'] as const;

export function useDefaultSellers(organisationId: number) {
  return useQuery({
    queryKey: defaultSellersKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(
        settingsApi.defaultResponsibleSellers,
        { query: { organisationId: String(organisationId) } },
        { signal },
      ),
  });
}

export function useResponsibleCandidates(organisationId: number) {
  return useQuery({
    queryKey: ['organisations', organisationId, 'responsibleCandidates'],
    queryFn: ({ signal }) =>
      callApi(settingsApi.responsibleCandidates, { params: { organisationId } }, { signal }),
  });
}

export function useReloadDefaultSellers(organisationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: defaultSellersKey(organisationId) });
}

export const addDefaultSeller = (
  organisationId: number,
  officeId: number,
  userId: number,
  showInAuction: boolean,
) =>
  callApi(settingsApi.addDefaultResponsibleSeller, {
    body: { organisationId, officeId, userId, showInAuction },
  });

export const removeDefaultSeller = (id: number) =>
  callApi(settingsApi.removeDefaultResponsibleSeller, { params: { id } });

export const setDefaultSellerShown = (id: number, showInAuction: boolean) =>
  callApi(settingsApi.setDefaultResponsibleSellerShown, {
    params: { id },
    body: { id, showInAuction },
  });

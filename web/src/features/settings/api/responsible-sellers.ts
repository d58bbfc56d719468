import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export interface DefaultResponsibleSeller {
  id: number;
  userId: number;
  officeId: number;
  showInAuction: boolean;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailAddress: string;
}

export interface ResponsibleCandidate {
  userId: number;
  firstName: string;
  lastName: string;
}

export const defaultSellersKey = (organisationId: number) =>
  ['organisations', organisationId, 'defaultResponsibleSellers'] as const;

export function useDefaultSellers(organisationId: number) {
  return useQuery({
    queryKey: defaultSellersKey(organisationId),
    queryFn: ({ signal }) =>
      apiGet<DefaultResponsibleSeller[]>(
        `/api/Settings/ResponsibleSalespeople/Defaults?organisationId=${organisationId}`,
        { signal },
      ),
  });
}

export function useResponsibleCandidates(organisationId: number) {
  return useQuery({
    queryKey: ['organisations', organisationId, 'responsibleCandidates'],
    queryFn: ({ signal }) =>
      apiGet<ResponsibleCandidate[]>(`/api/Settings/ResponsibleSalespeople/${organisationId}`, {
        signal,
      }),
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
  apiSend('POST', '/api/Settings/ResponsibleSalespeople/AddDefault', {
    organisationId,
    officeId,
    userId,
    showInAuction,
  });

export const removeDefaultSeller = (id: number) =>
  apiSend('DELETE', `/api/Settings/ResponsibleSalespeople/RemoveDefault/${id}`);

export const setDefaultSellerShown = (id: number, showInAuction: boolean) =>
  apiSend('PATCH', `/api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/${id}`, {
    id,
    showInAuction,
  });

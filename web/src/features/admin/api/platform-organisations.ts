import {
  platformAdminApi,
  type AdminOfficeRequest,
  type AdminOrganisationRequest,
} from '@dealer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const organisationsKey = ['admin', 'organisations'] as const;

/** GET /api/admin/organisations?search=: at most 100, by name. */
export const useAdminOrganisations = (search: string) =>
  useQuery({
    queryKey: [...organisationsKey, 'list', search],
    queryFn: ({ signal }) =>
      callApi(platformAdminApi.listOrganisations, { query: { search } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/organisations/{organisationId}: with offices, roles and members. */
export const useAdminOrganisation = (organisationId: number | null) =>
  useQuery({
    queryKey: [...organisationsKey, 'one', organisationId],
    queryFn: ({ signal }) =>
      callApi(
        platformAdminApi.getOrganisation,
        { params: { organisationId: organisationId! } },
        { signal },
      ),
    enabled: organisationId !== null,
  });

/** The organisations' lists and details read again after a change (users' too: memberships). */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
};

/** POST /api/admin/organisations, or PUT …/{organisationId} when editing one. */
export function useSaveOrganisation(organisationId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (organisation: AdminOrganisationRequest) =>
      organisationId === null
        ? callApi(platformAdminApi.createOrganisation, { body: organisation })
        : callApi(platformAdminApi.updateOrganisation, {
            params: { organisationId },
            body: organisation,
          }),
    onSuccess: refresh,
  });
}

/** POST …/{organisationId}/offices, or PUT …/offices/{officeId} when editing one. */
export function useSaveOffice(organisationId: number, officeId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (office: AdminOfficeRequest) =>
      officeId === null
        ? callApi(platformAdminApi.addOffice, { params: { organisationId }, body: office })
        : callApi(platformAdminApi.updateOffice, {
            params: { organisationId, officeId },
            body: office,
          }),
    onSuccess: refresh,
  });
}

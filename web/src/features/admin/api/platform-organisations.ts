import type {
  AdminOffice,
  AdminOfficeRequest,
  AdminOrganisation,
  AdminOrganisationRequest,
  AdminOrganisationRow,
} from '@dealer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const organisationsKey = ['admin', 'organisations'] as const;

/** GET /api/admin/organisations?search=: at most 100, by name. */
export const useAdminOrganisations = (search: string) =>
  useQuery({
    queryKey: [...organisationsKey, 'list', search],
    queryFn: ({ signal }) =>
      apiGet<AdminOrganisationRow[]>(
        `/api/admin/organisations?search=${encodeURIComponent(search)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/organisations/{organisationId}: with offices, roles and members. */
export const useAdminOrganisation = (organisationId: number | null) =>
  useQuery({
    queryKey: [...organisationsKey, 'one', organisationId],
    queryFn: ({ signal }) =>
      apiGet<AdminOrganisation>(`/api/admin/organisations/${organisationId}`, { signal }),
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
        ? apiSend<AdminOrganisation>('POST', '/api/admin/organisations', organisation)
        : apiSend<AdminOrganisation>(
            'PUT',
            `/api/admin/organisations/${organisationId}`,
            organisation,
          ),
    onSuccess: refresh,
  });
}

/** POST …/{organisationId}/offices, or PUT …/offices/{officeId} when editing one. */
export function useSaveOffice(organisationId: number, officeId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (office: AdminOfficeRequest) =>
      officeId === null
        ? apiSend<AdminOffice>('POST', `/api/admin/organisations/${organisationId}/offices`, office)
        : apiSend<AdminOffice>(
            'PUT',
            `/api/admin/organisations/${organisationId}/offices/${officeId}`,
            office,
          ),
    onSuccess: refresh,
  });
}

import { organisationsApi, type OrganisationRole } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const productPermissionsQueryKey = (organisationId: number) =>
  ['organisations', organisationId, 'productPermissions'] as const;

export function useProductPermissions(organisationId: number) {
  return useQuery({
    queryKey: productPermissionsQueryKey(organisationId),
    queryFn: ({ signal }) =>
      callApi(
        organisationsApi.getProductPermissions,
        { query: { organisationId: String(organisationId) } },
        { signal },
      ),
  });
}

const byName = (a: OrganisationRole, b: OrganisationRole) => a.name.localeCompare(b.name, 'fi');

export function useOrganisationRoles(organisationId: number) {
  return useQuery({
    queryKey: ['organisations', organisationId, 'roles'],
    queryFn: ({ signal }) =>
      callApi(
        organisationsApi.getRoles,
        { query: { organisationId: String(organisationId) } },
        { signal },
      ),
    select: (roles) => [...roles].sort(byName),
  });
}

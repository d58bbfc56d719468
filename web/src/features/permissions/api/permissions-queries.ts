import type { OrganisationRole, ProductPermission } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const productPermissionsQueryKey = (organisationId: number) =>
  ['organisations', organisationId, 'productPermissions'] as const;

export function useProductPermissions(organisationId: number) {
  return useQuery({
    queryKey: productPermissionsQueryKey(organisationId),
    queryFn: ({ signal }) =>
      apiGet<ProductPermission[]>(
        `/api/Organisation/GetProductPermissions?organisationId=${organisationId}`,
        { signal },
      ),
  });
}

const byName = (a: OrganisationRole, b: OrganisationRole) => a.name.localeCompare(b.name, 'fi');

export function useOrganisationRoles(organisationId: number) {
  return useQuery({
    queryKey: ['organisations', organisationId, 'roles'],
    queryFn: ({ signal }) =>
      apiGet<OrganisationRole[]>(
        `/api/Organisation/GetOrganisationRoles?organisationId=${organisationId}`,
        { signal },
      ),
    select: (roles) => [...roles].sort(byName),
  });
}

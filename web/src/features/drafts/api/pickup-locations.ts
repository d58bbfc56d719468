import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function usePickupLocations(organisationId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['organisations', organisationId, 'pickupLocations'],
    // An organisation location where items can be picked up.
    queryFn: ({ signal }) =>
      callApi(
        settingsApi.pickupLocations,
        { query: { organisationId: String(organisationId) } },
        { signal },
      ),
    select: (locations) => [...locations].sort((a, b) => a.name.localeCompare(b.name, 'fi')),
  });
}

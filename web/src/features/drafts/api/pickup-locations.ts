import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** An organisation location where items can be picked up. */
export interface PickupLocation {
  id: number;
  name: string;
  streetAddress: string | null;
  postalAreaCode: string | null;
  postOfficeName: string | null;
  officeId: number | null;
  pickUpEnabled: boolean;
}

export function usePickupLocations(organisationId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['organisations', organisationId, 'pickupLocations'],
    queryFn: ({ signal }) =>
      apiGet<PickupLocation[]>(`/api/Settings/locations/pickup?organisationId=${organisationId}`, {
        signal,
      }),
    select: (locations) => [...locations].sort((a, b) => a.name.localeCompare(b.name, 'fi')),
  });
}

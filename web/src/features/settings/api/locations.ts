import type { LocationRequest } from '@dealer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export interface OrganisationLocation {
  id: number;
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  officeId: number | null;
  locationPurpose: number;
  locationType: number;
  pickUpDescription: string | null;
  deliveryDescription: string | null;
  pickUpEnabled: boolean;
  deliveryEnabled: boolean;
}

export type LocationKind = 'pickup' | 'delivery';

export const locationsKey = (organisationId: number, kind: LocationKind) =>
  ['organisations', organisationId, 'locations', kind] as const;

/** GET locations/pickup or locations/delivery. */
export function useLocations(organisationId: number, kind: LocationKind) {
  return useQuery({
    queryKey: locationsKey(organisationId, kind),
    queryFn: ({ signal }) =>
      kind === 'pickup'
        ? apiGet<OrganisationLocation[]>(
            `/api/Settings/locations/pickup?organisationId=${organisationId}`,
            { signal },
          )
        : apiGet<OrganisationLocation[]>(
            `/api/Settings/locations/delivery?organisationId=${organisationId}`,
            { signal },
          ),
  });
}

/** Reloads every location list of the organisation (a save may move a location between them). */
export function useReloadLocations(organisationId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: ['organisations', organisationId, 'locations'] });
}

export const saveLocation = (location: LocationRequest) =>
  location.id
    ? apiSend<OrganisationLocation>('PATCH', `/api/Settings/locations/${location.id}`, location)
    : apiSend<OrganisationLocation>('POST', '/api/Settings/locations', location);

export const deleteLocation = (locationId: number) =>
  apiSend('DELETE', `/api/Settings/locations/${locationId}`);

export const importOffices = (organisationId: number, locationType: number) =>
  apiSend<OrganisationLocation[]>(
    'POST',
    `/api/Settings/locations/import?organisationId=${organisationId}&locationType=${locationType}`,
  );

import { LocationType, settingsApi, type LocationRequest } from '@dealer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type { OrganisationLocation } from '@dealer/domain';

export type LocationKind = 'pickup' | 'delivery';

export const locationsKey = (organisationId: number, kind: LocationKind) =>
  ['organisations', organisationId, 'locations', kind] as const;

/** GET locations/pickup or locations/delivery. */
export function useLocations(organisationId: number, kind: LocationKind) {
  return useQuery({
    queryKey: locationsKey(organisationId, kind),
    queryFn: ({ signal }) =>
      callApi(
        kind === 'pickup' ? settingsApi.pickupLocations : settingsApi.deliveryLocations,
        { query: { organisationId: String(organisationId) } },
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
    ? callApi(settingsApi.updateLocation, {
        params: { locationId: location.id },
        body: location,
      })
    : callApi(settingsApi.createLocation, { body: location });

export const deleteLocation = (locationId: number) =>
  callApi(settingsApi.deleteLocation, { params: { locationId } });

export const importOffices = (organisationId: number, locationType: LocationType) =>
  callApi(settingsApi.importLocations, {
    query: {
      organisationId: String(organisationId),
      locationType: locationType === LocationType.Pickup ? '10' : '20',
    },
  });

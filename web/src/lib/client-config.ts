import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /api/Settings/clientconfig: public, per environment. */
export type { ClientConfig } from '@dealer/domain';

/** Configuration changes only with a deployment: fetched once per page load. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['clientConfig'],
    queryFn: ({ signal }) => callApi(settingsApi.clientConfig, {}, { signal }),
    staleTime: Infinity,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /api/Settings/clientconfig: public, per environment. */
export interface ClientConfig {
  customerServiceEmail: string;
  customerServicePhone: string;
  instructionsUrl: string | null;
  vehicleDataServiceUrl: string | null;
  reportsAppUrl: string | null;
}

/** Configuration changes only with a deployment: fetched once per page load. */
export function useClientConfig() {
  return useQuery({
    queryKey: ['clientConfig'],
    queryFn: ({ signal }) => apiGet<ClientConfig>('/api/Settings/clientconfig', { signal }),
    staleTime: Infinity,
  });
}

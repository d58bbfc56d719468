import { adminApi, settingsApi, type ServiceNotice, type ServiceNoticeKind } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The banner as shown now (a saved one, else the environment's). */
export const useServiceNotice = (kind: ServiceNoticeKind) =>
  useQuery({
    queryKey: ['admin', 'serviceNotice', kind],
    queryFn: ({ signal }) =>
      callApi(
        kind === 'serviceAd' ? settingsApi.serviceAdNotification : settingsApi.serviceNotification,
        {},
        { signal },
      ),
  });

/** PUT /api/admin/servicenotices/{kind}. */
export function useSaveServiceNotice(kind: ServiceNoticeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: ServiceNotice) =>
      callApi(adminApi.saveServiceNotice, { params: { kind }, body: notice }),
    // The banners show in the shell and on the items page: every reader of them reads again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

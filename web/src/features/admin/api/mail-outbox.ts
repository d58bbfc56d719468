import { adminApi, type MailOutboxState } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const outboxKey = ['admin', 'mailOutbox'] as const;

/** GET /api/admin/mailoutbox: the newest 100 mails, in one state or all. */
export const useMailOutbox = (state: MailOutboxState | null) =>
  useQuery({
    queryKey: [...outboxKey, state],
    queryFn: ({ signal }) =>
      callApi(adminApi.mailOutbox, { query: { state: state ?? undefined } }, { signal }),
  });

/** POST /api/admin/mailoutbox/{mailId}/resend: a failed mail tried again from the start. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => callApi(adminApi.resendMail, { params: { mailId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}

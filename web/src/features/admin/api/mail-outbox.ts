import type { MailOutboxState, OutboxMail } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

const outboxKey = ['admin', 'mailOutbox'] as const;

/** GET /api/admin/mailoutbox: the newest 100 mails, in one state or all. */
export const useMailOutbox = (state: MailOutboxState | null) =>
  useQuery({
    queryKey: [...outboxKey, state],
    queryFn: ({ signal }) =>
      apiGet<OutboxMail[]>(`/api/admin/mailoutbox${state ? `?state=${state}` : ''}`, { signal }),
  });

/** POST /api/admin/mailoutbox/{mailId}/resend: a failed mail tried again from the start. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) =>
      apiSend<OutboxMail>('POST', `/api/admin/mailoutbox/${mailId}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}

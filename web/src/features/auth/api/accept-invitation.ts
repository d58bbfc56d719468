import type { AcceptInvitationRequest, CurrentUser } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/invitations/accept: the password is set and the session cookie made. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) =>
      apiSend<{ user: CurrentUser }>('POST', '/api/auth/invitations/accept', request, {
        isSignInCall: true,
      }),
  });
}

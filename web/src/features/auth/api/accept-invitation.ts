import { authApi, type AcceptInvitationRequest } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/invitations/accept: the password is set and the session cookie made. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) =>
      callApi(authApi.acceptInvitation, { body: request }, { isSignInCall: true }),
  });
}

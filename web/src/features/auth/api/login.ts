import type { CurrentUser, LoginRequest } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export const login = (request: LoginRequest) =>
  apiSend<{ user: CurrentUser }>('POST', '/api/auth/login', request, { isSignInCall: true });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { authApi, type LoginRequest } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const login = (request: LoginRequest) =>
  callApi(authApi.login, { body: request }, { isSignInCall: true });

export function useLogin() {
  return useMutation({ mutationFn: login });
}

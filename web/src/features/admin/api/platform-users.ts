import {
  platformAdminApi,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
} from '@dealer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/admin/users?search=: at most 100, by e-mail. */
export const useAdminUsers = (search: string) =>
  useQuery({
    queryKey: ['admin', 'users', search],
    queryFn: ({ signal }) => callApi(platformAdminApi.listUsers, { query: { search } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Users, organisations (members) and the outbox (the invitation) are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
};

/** POST /api/admin/users: the user is made and the invitation mailed. */
export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: AdminCreateUserRequest) =>
      callApi(platformAdminApi.createUser, { body: user }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/users/{userId}. */
export function useUpdateUser(userId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (user: AdminUpdateUserRequest) =>
      callApi(platformAdminApi.updateUser, { params: { userId }, body: user }),
    onSuccess: refresh,
  });
}

/** PUT or DELETE /api/admin/users/{userId}/memberships/{organisationId}. */
export function useSaveMembership() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: { userId: number; organisationId: number; roleIds: number[] | null }) =>
      change.roleIds === null
        ? callApi(platformAdminApi.removeMembership, {
            params: { userId: change.userId, organisationId: change.organisationId },
          })
        : callApi(platformAdminApi.saveMembership, {
            params: { userId: change.userId, organisationId: change.organisationId },
            body: { roleIds: change.roleIds },
          }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/{userId}/invitation: a new link replaces the old one. */
export function useReinviteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: number) => callApi(platformAdminApi.reinviteUser, { params: { userId } }),
    onSuccess: refresh,
  });
}

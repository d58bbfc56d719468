import {
  organisationsApi,
  type ProductPermission,
  type UpdatePermissionRequest,
} from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session/session-query';
import { productPermissionsQueryKey } from './permissions-queries';

/** What the user has chosen for one permission, not yet saved. */
export interface PermissionDraft {
  assignedToOrganisation: boolean;
  roleIds: number[];
}

export type PermissionChange =
  { kind: 'assign' } | { kind: 'unassign' } | { kind: 'update'; roleIds: number[] };

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The calls a draft needs, in order (spec 4, Permissions): granting to the whole organisation
 * assigns the organisation-wide permission, removing it unassigns, otherwise the permission
 * is updated with the role ids. While granted to everyone the roles are left as they are.
 */
export function planPermissionChanges(
  permission: ProductPermission,
  draft: PermissionDraft,
): PermissionChange[] {
  if (draft.assignedToOrganisation) {
    return permission.assignedToOrganisation ? [] : [{ kind: 'assign' }];
  }
  const changes: PermissionChange[] = [];
  if (permission.assignedToOrganisation) changes.push({ kind: 'unassign' });
  if (!sameIds(draft.roleIds, permission.roles)) {
    changes.push({ kind: 'update', roleIds: [...draft.roleIds].sort((a, b) => a - b) });
  }
  return changes;
}

function sendChange(organisationId: number, permissionId: number, change: PermissionChange) {
  const params = { organisationId, productPermissionId: permissionId };
  switch (change.kind) {
    case 'assign':
      return callApi(organisationsApi.assignOrganisationWidePermission, { params });
    case 'unassign':
      return callApi(organisationsApi.unassignOrganisationWidePermission, { params });
    case 'update': {
      const body: UpdatePermissionRequest = {
        productPermissionId: permissionId,
        roleIds: change.roleIds,
        organisationId,
      };
      return callApi(organisationsApi.updatePermission, { params: { organisationId }, body });
    }
  }
}

/** Saves a draft; afterwards the list reloads, and so do the user's own flags, which may move. */
export function useSavePermission(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      permission,
      draft,
    }: {
      permission: ProductPermission;
      draft: PermissionDraft;
    }) => {
      for (const change of planPermissionChanges(permission, draft)) {
        await sendChange(organisationId, permission.id, change);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productPermissionsQueryKey(organisationId) }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

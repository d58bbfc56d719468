import type { ProductPermission } from '@dealer/domain';
import { useState } from 'react';
import { planPermissionChanges, type PermissionDraft } from '../api/save-permission';

const draftOf = (permission: ProductPermission): PermissionDraft => ({
  assignedToOrganisation: permission.assignedToOrganisation,
  roleIds: [...permission.roles],
});

/** The chosen permission and its unsaved changes; Cancel returns to what is saved. */
export function usePermissionDraft(permissions: readonly ProductPermission[]) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<PermissionDraft | null>(null);
  const selected = permissions.find(({ id }) => id === selectedId) ?? null;
  const isDirty =
    selected !== null && draft !== null && planPermissionChanges(selected, draft).length > 0;

  return {
    selected,
    draft,
    isDirty,
    select: (permission: ProductPermission | null) => {
      setSelectedId(permission?.id ?? null);
      setDraft(permission ? draftOf(permission) : null);
    },
    setWholeOrganisation: (assignedToOrganisation: boolean) =>
      setDraft((current) => current && { ...current, assignedToOrganisation }),
    toggleRole: (roleId: number) =>
      setDraft(
        (current) =>
          current && {
            ...current,
            roleIds: current.roleIds.includes(roleId)
              ? current.roleIds.filter((id) => id !== roleId)
              : [...current.roleIds, roleId],
          },
      ),
    reset: () => setDraft(selected ? draftOf(selected) : null),
  };
}

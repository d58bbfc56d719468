import type { ProductPermission } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { planPermissionChanges } from './save-permission';

const permission = (roles: number[], assignedToOrganisation = false): ProductPermission => ({
  id: 2,
  key: 'bid',
  name: 'Bid',
  roles,
  selected: false,
  assignedToOrganisation,
});

describe('planPermissionChanges', () => {
  it('needs nothing when the draft equals what is saved, in any order', () => {
    expect(
      planPermissionChanges(permission([1, 2]), { assignedToOrganisation: false, roleIds: [2, 1] }),
    ).toEqual([]);
  });

  it('updates the roles with their ids', () => {
    expect(
      planPermissionChanges(permission([1]), { assignedToOrganisation: false, roleIds: [3, 1] }),
    ).toEqual([{ kind: 'update', roleIds: [1, 3] }]);
  });

  it('assigns organisation-wide, leaving the roles alone', () => {
    expect(
      planPermissionChanges(permission([1]), { assignedToOrganisation: true, roleIds: [] }),
    ).toEqual([{ kind: 'assign' }]);
  });

  it('unassigns, then updates the roles if they changed too', () => {
    expect(
      planPermissionChanges(permission([1], true), { assignedToOrganisation: false, roleIds: [1] }),
    ).toEqual([{ kind: 'unassign' }]);
    expect(
      planPermissionChanges(permission([1], true), { assignedToOrganisation: false, roleIds: [2] }),
    ).toEqual([{ kind: 'unassign' }, { kind: 'update', roleIds: [2] }]);
  });
});

import { RefusedError } from '@dealer/domain';
import { derivePermissionFlags, noPermissions, type PermissionFlags } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import type { Caller } from './caller.js';
import { accessRepository as repository } from './access.repository.js';

/** The caller's flags in an organisation they belong to, or null when not a member. */
export async function findPermissionFlags(
  db: Db,
  userId: number,
  organisationId: number,
): Promise<PermissionFlags | null> {
  const grounds = await repository.findMembershipGrounds(db, userId, organisationId);
  return grounds ? derivePermissionFlags(grounds.products, grounds.heldPermissions) : null;
}

/** An API key acts for its own organisation only. */
function assertKeyScope(caller: Caller, organisationId: number) {
  if (caller.apiKeyOrganisationId !== null && caller.apiKeyOrganisationId !== organisationId) {
    throw RefusedError.forbidden('This API key acts for another organisation.');
  }
}

/**
 * The caller's flags in `organisationId`; 403 unless they are a member. Platform admins who are
 * not members may read (`allowAdmin`) and get no flags.
 */
export async function requireMembership(
  db: Db,
  caller: Caller,
  organisationId: number,
  options: { allowAdmin?: boolean } = {},
): Promise<PermissionFlags> {
  assertKeyScope(caller, organisationId);
  const flags = await findPermissionFlags(db, caller.userId, organisationId);
  if (flags) return flags;
  if (options.allowAdmin && caller.isAdmin) return noPermissions;
  throw RefusedError.forbidden('You are not a member of this organisation.');
}

/** 403 unless the caller holds the manage-user-permission right in the organisation. */
export async function requireManageUserPermission(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<PermissionFlags> {
  const flags = await requireMembership(db, caller, organisationId);
  if (!flags.isManageUserPermission) {
    throw RefusedError.forbidden('Managing permissions needs the manage-user-permission right.');
  }
  return flags;
}

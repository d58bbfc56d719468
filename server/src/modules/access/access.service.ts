import { derivePermissionFlags, noPermissions, type PermissionFlags } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../http/app-error.js';
import type { Principal } from '../auth/principal.js';
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
function assertKeyScope(principal: Principal, organisationId: number) {
  if (
    principal.apiKeyOrganisationId !== null &&
    principal.apiKeyOrganisationId !== organisationId
  ) {
    throw forbidden('This API key acts for another organisation.');
  }
}

/**
 * The caller's flags in `organisationId`; 403 unless they are a member. Platform admins who are
 * not members may read (`allowAdmin`) and get no flags.
 */
export async function requireMembership(
  db: Db,
  principal: Principal,
  organisationId: number,
  options: { allowAdmin?: boolean } = {},
): Promise<PermissionFlags> {
  assertKeyScope(principal, organisationId);
  const flags = await findPermissionFlags(db, principal.userId, organisationId);
  if (flags) return flags;
  if (options.allowAdmin && principal.nwAdmin) return noPermissions;
  throw forbidden('You are not a member of this organisation.');
}

/** 403 unless the caller holds the manage-user-permission right in the organisation. */
export async function requireManageUserPermission(
  db: Db,
  principal: Principal,
  organisationId: number,
): Promise<PermissionFlags> {
  const flags = await requireMembership(db, principal, organisationId);
  if (!flags.isManageUserPermission) {
    throw forbidden('Managing permissions needs the manage-user-permission right.');
  }
  return flags;
}

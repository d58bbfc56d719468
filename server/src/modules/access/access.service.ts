import { RefusedError } from '@dealer/domain';
import {
  derivePermissionFlags,
  noPermissions,
  type PermissionFlags,
  type VisibilityViewer,
} from '@dealer/domain';
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
  // The organisation the caller acts for was resolved with the caller: no second look.
  const flags =
    caller.organisationId === organisationId
      ? caller.flags
      : await findPermissionFlags(db, caller.userId, organisationId);
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

/**
 * The caller as a viewer of items for one of their organisations (my items of another
 * organisation than the one they act for): its flags and business identity code.
 */
export async function requireOrganisationViewer(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<VisibilityViewer & { flags: PermissionFlags }> {
  const flags = await requireMembership(db, caller, organisationId);
  if (caller.organisationId === organisationId) return caller;
  return {
    organisationId,
    businessIdentityCode: await repository.findBusinessIdentityCode(db, organisationId),
    flags,
  };
}

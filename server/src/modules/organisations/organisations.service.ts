import { RefusedError } from '@dealer/domain';
import {
  isPermissionAvailable,
  type Office,
  type Organisation,
  type OrganisationImage,
  type OrganisationImageKind,
  type OrganisationRole,
  type PermissionKey,
  type Product,
  type ProductPermission,
  type UpdatePermissionRequest,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { accessRepository } from '../access/access.repository.js';
import { requireManageUserPermission, requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { organisationsRepository as repository } from './organisations.repository.js';

const logoKind = 2;
const thumbnailKind = 1;

export async function getOrganisation(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<Organisation> {
  await requireMembership(db, caller, organisationId, { allowAdmin: true });
  const organisation = await repository.findOrganisation(db, organisationId);
  if (!organisation) throw RefusedError.notFound('No such organisation.');
  const [images, available] = await Promise.all([
    repository.findImages(db, organisationId),
    findAvailablePermissions(db, organisationId),
  ]);
  const products = await findProducts(db, organisationId);
  return {
    ...organisation,
    logoImageUrl: images.find((image) => image.imageKind === logoKind)?.url ?? null,
    symbolImageUrl: images.find((image) => image.imageKind === thumbnailKind)?.url ?? null,
    productPermissionIds: available.map((permission) => permission.id),
    products,
  };
}

/** The subscriptions of an organisation, as products. */
export async function findProducts(db: Db, organisationId: number): Promise<Product[]> {
  const rows = await repository.findProducts(db, organisationId);
  return rows.map((row) => ({
    ...row,
    productType: row.productType,
    tier: row.tier,
  }));
}

export async function getImages(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<OrganisationImage[]> {
  await requireMembership(db, caller, organisationId, { allowAdmin: true });
  const images = await repository.findImages(db, organisationId);
  return images.map((image) => ({ ...image, imageKind: image.imageKind as OrganisationImageKind }));
}

export async function getOffices(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<Office[]> {
  await requireMembership(db, caller, organisationId, { allowAdmin: true });
  const offices = await repository.findOffices(db, organisationId);
  return offices.map((office) => ({
    ...office,
    locationAddressPostOfficeName: office.postOfficeName,
  }));
}

export async function getOrganisationRoles(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<OrganisationRole[]> {
  await requireMembership(db, caller, organisationId, { allowAdmin: true });
  const roles = await repository.findRoles(db, organisationId);
  return roles.map((role) => ({ ...role, roleType: role.roleType }));
}

/** The permissions an organisation's subscriptions let it grant. */
async function findAvailablePermissions(db: Db, organisationId: number) {
  const [all, products] = await Promise.all([
    repository.findAllPermissions(db),
    accessRepository.findProductTypes(db, organisationId),
  ]);
  return all.filter((permission) =>
    isPermissionAvailable(permission.key as PermissionKey, products),
  );
}

export async function getProductPermissions(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<ProductPermission[]> {
  await requireMembership(db, caller, organisationId, { allowAdmin: true });
  const [available, grants, permissionRoles, held] = await Promise.all([
    findAvailablePermissions(db, organisationId),
    repository.findGrants(db, organisationId),
    repository.findPermissionRoles(db, organisationId),
    accessRepository.findHeldPermissions(db, caller.userId, organisationId),
  ]);
  return available.map((permission) => ({
    id: permission.id,
    key: permission.key as PermissionKey,
    name: permission.name,
    roles: permissionRoles
      .filter((row) => row.productPermissionId === permission.id)
      .map((row) => row.roleId),
    selected: held.includes(permission.key as PermissionKey),
    assignedToOrganisation:
      grants.find((grant) => grant.productPermissionId === permission.id)?.isOrganisationWide ??
      false,
  }));
}

async function findProductPermission(
  db: Db,
  caller: Caller,
  organisationId: number,
  productPermissionId: number,
) {
  const permissions = await getProductPermissions(db, caller, organisationId);
  const permission = permissions.find((candidate) => candidate.id === productPermissionId);
  if (!permission) {
    throw RefusedError.with(
      'rule',
      'rule_broken',
      "The organisation's subscriptions do not include this permission.",
      {
        productPermissionId: 'not_available',
      },
    );
  }
  return permission;
}

/** UpdatePermission: the permission is held by exactly `roleIds` (organisation-and-settings 4). */
export async function updatePermission(
  db: Db,
  caller: Caller,
  organisationId: number,
  request: UpdatePermissionRequest,
): Promise<ProductPermission> {
  if (request.organisationId !== organisationId) {
    throw RefusedError.invalid('organisationId in the body differs from the path.', {
      organisationId: 'mismatch',
    });
  }
  await requireManageUserPermission(db, caller, organisationId);
  await findProductPermission(db, caller, organisationId, request.productPermissionId);
  const roleIds = [...new Set(request.roleIds)];
  const roles = await repository.findRoles(db, organisationId);
  if (roleIds.some((roleId) => !roles.some((role) => role.id === roleId))) {
    throw RefusedError.with('rule', 'rule_broken', 'A role does not belong to the organisation.', {
      roleIds: 'unknown_role',
    });
  }
  await db.transaction().execute(async (trx) => {
    await repository.lockGrant(trx, organisationId, request.productPermissionId);
    await repository.replacePermissionRoles(
      trx,
      organisationId,
      request.productPermissionId,
      roleIds,
    );
  });
  return findProductPermission(db, caller, organisationId, request.productPermissionId);
}

/** Assign/UnAssignOrganisationWideProductPermission: everyone in the organisation holds it, or not. */
export async function setOrganisationWidePermission(
  db: Db,
  caller: Caller,
  organisationId: number,
  productPermissionId: number,
  isOrganisationWide: boolean,
): Promise<ProductPermission> {
  await requireManageUserPermission(db, caller, organisationId);
  await findProductPermission(db, caller, organisationId, productPermissionId);
  await db.transaction().execute(async (trx) => {
    await repository.lockGrant(trx, organisationId, productPermissionId);
    await repository.setOrganisationWide(
      trx,
      organisationId,
      productPermissionId,
      isOrganisationWide,
    );
  });
  return findProductPermission(db, caller, organisationId, productPermissionId);
}

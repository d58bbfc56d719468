import {
  noPermissions,
  resolveLocale,
  type CurrentUser,
  type Locale,
  type OrganisationBasicInfo,
  type PermissionFlags,
  type Product,
  type UserBasicInfo,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { notFound, unauthenticated } from '../../http/app-error.js';
import { requireMembership } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { findProducts } from '../organisations/organisations.service.js';
import { usersRepository as repository } from './users.repository.js';

/** The organisation a call acts for: the one asked, the API key's, or the user's selected one. */
function actingOrganisationId(principal: Principal, selected: number | null, asked?: number) {
  return asked ?? principal.apiKeyOrganisationId ?? selected;
}

/** GetCurrentUser: the user and their flags in the asked (or selected) organisation. */
export async function getCurrentUser(
  db: Db,
  principal: Principal,
  organisationId?: number,
): Promise<CurrentUser> {
  const user = await repository.findUser(db, principal.userId);
  if (!user) throw unauthenticated();
  const actingId = actingOrganisationId(principal, user.selectedOrganisationId, organisationId);
  let flags: PermissionFlags = noPermissions;
  let officeIds: number[] = [];
  if (actingId !== null) {
    flags = await requireMembership(db, principal, actingId, { allowAdmin: true });
    officeIds = await repository.findOfficeIds(db, principal.userId, actingId);
  }
  const memberships = await repository.findMemberships(db, principal.userId);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: resolveLocale(user.locale),
    phoneNumber: user.phoneNumber,
    selectedOrganisationId: principal.apiKeyOrganisationId ?? user.selectedOrganisationId,
    organisationId: actingId,
    officeIds,
    organisations: principal.apiKeyOrganisationId
      ? memberships.filter((membership) => membership.id === principal.apiKeyOrganisationId)
      : memberships,
    nwAdmin: user.nwAdmin && principal.apiKeyOrganisationId === null,
    ...flags,
  };
}

/** GetUserPermissions: the flags in one organisation the caller belongs to. */
export async function getUserPermissions(
  db: Db,
  principal: Principal,
  organisationId: number,
): Promise<PermissionFlags> {
  const flags = await requireMembership(db, principal, organisationId, { allowAdmin: true });
  return { ...flags };
}

export async function getUserOrganisationBasicInfos(
  db: Db,
  principal: Principal,
): Promise<OrganisationBasicInfo[]> {
  const rows = await repository.findOrganisationBasicInfos(db, principal.userId);
  return rows.filter(
    (row) => principal.apiKeyOrganisationId === null || row.id === principal.apiKeyOrganisationId,
  );
}

/** GetProducts: the subscriptions of the organisation the caller acts for. */
export async function getProducts(db: Db, principal: Principal): Promise<Product[]> {
  const user = await repository.findUser(db, principal.userId);
  if (!user) throw unauthenticated();
  const actingId = actingOrganisationId(principal, user.selectedOrganisationId);
  if (actingId === null) return [];
  await requireMembership(db, principal, actingId, { allowAdmin: true });
  return findProducts(db, actingId);
}

/** GetUserBasicInfos: names only of users who share an organisation with the caller. */
export async function getUserBasicInfos(
  db: Db,
  principal: Principal,
  userIds: number[],
): Promise<UserBasicInfo[]> {
  if (userIds.length === 0) return [];
  const rows = await repository.findBasicInfos(
    db,
    principal.userId,
    [...new Set(userIds)],
    principal.nwAdmin,
  );
  return rows.map((row) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}` }));
}

export async function setSelectedOrganisation(
  db: Db,
  principal: Principal,
  organisationId: number,
): Promise<CurrentUser> {
  await requireMembership(db, principal, organisationId);
  await repository.setSelectedOrganisation(db, principal.userId, organisationId);
  return getCurrentUser(db, principal);
}

export async function setLocale(
  db: Db,
  principal: Principal,
  locale: Locale,
): Promise<CurrentUser> {
  await repository.setLocale(db, principal.userId, locale);
  return getCurrentUser(db, principal);
}

export async function setPhoneNumber(
  db: Db,
  principal: Principal,
  phoneNumber: string,
): Promise<CurrentUser> {
  const user = await repository.findUser(db, principal.userId);
  if (!user) throw notFound();
  await repository.setPhoneNumber(db, principal.userId, phoneNumber === '' ? null : phoneNumber);
  return getCurrentUser(db, principal);
}

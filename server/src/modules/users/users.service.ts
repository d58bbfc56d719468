import { RefusedError } from '@dealer/domain';
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
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { findProducts } from '../organisations/organisations.service.js';
import { usersRepository as repository } from './users.repository.js';

/** The organisation a call acts for: the one asked, the API key's, or the user's selected one. */
function actingOrganisationId(caller: Caller, selected: number | null, asked?: number) {
  return asked ?? caller.apiKeyOrganisationId ?? selected;
}

/** GetCurrentUser: the user and their flags in the asked (or selected) organisation. */
export async function getCurrentUser(
  db: Db,
  caller: Caller,
  organisationId?: number,
): Promise<CurrentUser> {
  const user = await repository.findUser(db, caller.userId);
  if (!user) throw RefusedError.unauthenticated();
  const actingId = actingOrganisationId(caller, user.selectedOrganisationId, organisationId);
  let flags: PermissionFlags = noPermissions;
  let officeIds: number[] = [];
  if (actingId !== null) {
    flags = await requireMembership(db, caller, actingId, { allowAdmin: true });
    officeIds = await repository.findOfficeIds(db, caller.userId, actingId);
  }
  const memberships = await repository.findMemberships(db, caller.userId);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: resolveLocale(user.locale),
    phoneNumber: user.phoneNumber,
    selectedOrganisationId: caller.apiKeyOrganisationId ?? user.selectedOrganisationId,
    organisationId: actingId,
    officeIds,
    organisations: caller.apiKeyOrganisationId
      ? memberships.filter((membership) => membership.id === caller.apiKeyOrganisationId)
      : memberships,
    nwAdmin: user.nwAdmin && caller.apiKeyOrganisationId === null,
    ...flags,
  };
}

/** GetUserPermissions: the flags in one organisation the caller belongs to. */
export async function getUserPermissions(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<PermissionFlags> {
  const flags = await requireMembership(db, caller, organisationId, { allowAdmin: true });
  return { ...flags };
}

export async function getUserOrganisationBasicInfos(
  db: Db,
  caller: Caller,
): Promise<OrganisationBasicInfo[]> {
  const rows = await repository.findOrganisationBasicInfos(db, caller.userId);
  return rows.filter(
    (row) => caller.apiKeyOrganisationId === null || row.id === caller.apiKeyOrganisationId,
  );
}

/** GetProducts: the subscriptions of the organisation the caller acts for. */
export async function getProducts(db: Db, caller: Caller): Promise<Product[]> {
  const user = await repository.findUser(db, caller.userId);
  if (!user) throw RefusedError.unauthenticated();
  const actingId = actingOrganisationId(caller, user.selectedOrganisationId);
  if (actingId === null) return [];
  await requireMembership(db, caller, actingId, { allowAdmin: true });
  return findProducts(db, actingId);
}

/** GetUserBasicInfos: names only of users who share an organisation with the caller. */
export async function getUserBasicInfos(
  db: Db,
  caller: Caller,
  userIds: number[],
): Promise<UserBasicInfo[]> {
  if (userIds.length === 0) return [];
  const rows = await repository.findBasicInfos(
    db,
    caller.userId,
    [...new Set(userIds)],
    caller.isAdmin,
  );
  return rows.map((row) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}` }));
}

export async function setSelectedOrganisation(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<CurrentUser> {
  await requireMembership(db, caller, organisationId);
  await repository.setSelectedOrganisation(db, caller.userId, organisationId);
  return getCurrentUser(db, caller);
}

export async function setLocale(db: Db, caller: Caller, locale: Locale): Promise<CurrentUser> {
  await repository.setLocale(db, caller.userId, locale);
  return getCurrentUser(db, caller);
}

export async function setPhoneNumber(
  db: Db,
  caller: Caller,
  phoneNumber: string,
): Promise<CurrentUser> {
  const user = await repository.findUser(db, caller.userId);
  if (!user) throw RefusedError.notFound();
  await repository.setPhoneNumber(db, caller.userId, phoneNumber === '' ? null : phoneNumber);
  return getCurrentUser(db, caller);
}

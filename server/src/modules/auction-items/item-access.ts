import { ItemStatus, noPermissions, type PermissionFlags } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../http/app-error.js';
import { findPermissionFlags } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import type { ItemRow } from './auction-items.repository.js';

/** The organisation a caller acts for: the API key's, else the user's selected one. */
export async function actingOrganisationId(db: Db, principal: Principal): Promise<number | null> {
  if (principal.apiKeyOrganisationId !== null) return principal.apiKeyOrganisationId;
  const user = await db
    .selectFrom('users')
    .select('selectedOrganisationId')
    .where('id', '=', principal.userId)
    .executeTakeFirst();
  return user?.selectedOrganisationId ?? null;
}

export interface ItemViewer {
  organisationId: number | null;
  flags: PermissionFlags;
  /** The caller acts for the item's organisation (spec: userType auctioneer). */
  isOwnOrganisation: boolean;
  /** The item's auctioneer: own organisation and publisher permission (sees the reservation). */
  isAuctioneer: boolean;
}

export async function viewerOf(db: Db, principal: Principal, row: ItemRow): Promise<ItemViewer> {
  const organisationId = await actingOrganisationId(db, principal);
  const flags =
    organisationId === null
      ? null
      : await findPermissionFlags(db, principal.userId, organisationId);
  const isOwnOrganisation = flags !== null && organisationId === row.organisationId;
  return {
    organisationId,
    flags: flags ?? noPermissions,
    isOwnOrganisation,
    isAuctioneer: isOwnOrganisation && (flags?.isPublisher ?? false),
  };
}

/**
 * Whether the viewer may see the item at all (spec 6): its own organisation sees everything but
 * deleted items; others see published items with the buyer subscription, Pro items only as pro
 * viewers unless shown in the basic auction. (Target groups join with the browsing feature.)
 */
export function canSee(row: ItemRow, viewer: ItemViewer): boolean {
  if (row.status === ItemStatus.Deleted) return false;
  if (viewer.isOwnOrganisation) return true;
  if (row.status === ItemStatus.Draft) return false;
  const { isRegularViewer, isProViewer } = viewer.flags;
  if (!isRegularViewer && !isProViewer) return false;
  return row.showInBasicAuction || isProViewer;
}

/** 404 for an item the caller may not see, 403 when they see it but are not its auctioneer. */
export async function requireItemAuctioneer(
  db: Db,
  principal: Principal,
  row: ItemRow | undefined,
): Promise<ItemRow> {
  if (!row) throw notFound('No such item.');
  const viewer = await viewerOf(db, principal, row);
  if (!canSee(row, viewer)) throw notFound('No such item.');
  if (!viewer.isAuctioneer)
    throw forbidden("Only the item's auctioneer with the publisher right may do this.");
  return row;
}

export const ruleBroken = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'rule_broken', message, fields);

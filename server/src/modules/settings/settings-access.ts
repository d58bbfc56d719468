import {
  hasBuyerSubscription,
  hasSellerSubscription,
  RefusedError,
  type PermissionFlags,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { findPermissionFlags, requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';

export type SettingsSide = 'seller' | 'buyer' | 'any';

const hasSide: Record<SettingsSide, (flags: PermissionFlags) => boolean> = {
  seller: hasSellerSubscription,
  buyer: hasBuyerSubscription,
  any: (flags) => hasSellerSubscription(flags) || hasBuyerSubscription(flags),
};

/**
 * A settings row (a location, a default responsible salesperson, a default target group) of the
 * caller's organisation, managed by the caller: another organisation's row is 404, as if it did
 * not exist, before any right is asked about (spec 6).
 */
export async function requireOwnSettingsRow<R extends { organisationId: number }>(
  db: Db,
  caller: Caller,
  row: R | undefined,
  side: SettingsSide,
  notFound: string,
): Promise<R> {
  const isOwn =
    row !== undefined &&
    (caller.organisationId === row.organisationId ||
      (await findPermissionFlags(db, caller.userId, row.organisationId)) !== null);
  if (!row || !isOwn) throw RefusedError.notFound(notFound);
  await requireSettingsManager(db, caller, row.organisationId, side);
  return row;
}

/**
 * Spec 6 on the server: the settings pages need the manage-user-permission right, the sale pages
 * the auctioneer subscription and the buy pages the buyer subscription; the same refusals as the
 * web's no-permission dialog, as 403.
 */
export async function requireSettingsManager(
  db: Db,
  caller: Caller,
  organisationId: number,
  side: SettingsSide,
): Promise<PermissionFlags> {
  const flags = await requireMembership(db, caller, organisationId);
  if (!flags.isManageUserPermission)
    throw RefusedError.forbidden('Managing settings needs the manage-user-permission right.');
  if (!hasSide[side](flags))
    throw RefusedError.forbidden(
      side === 'buyer'
        ? 'These settings need a buyer subscription.'
        : side === 'seller'
          ? 'These settings need an auctioneer subscription.'
          : 'These settings need a subscription.',
    );
  return flags;
}

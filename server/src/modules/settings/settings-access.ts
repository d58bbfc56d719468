import {
  hasBuyerSubscription,
  hasSellerSubscription,
  RefusedError,
  type PermissionFlags,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';

export type SettingsSide = 'seller' | 'buyer' | 'any';

const hasSide: Record<SettingsSide, (flags: PermissionFlags) => boolean> = {
  seller: hasSellerSubscription,
  buyer: hasBuyerSubscription,
  any: (flags) => hasSellerSubscription(flags) || hasBuyerSubscription(flags),
};

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

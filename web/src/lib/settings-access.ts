import {
  hasBuyerSubscription,
  hasSellerSubscription,
  routePaths,
  type PermissionFlags,
} from '@dealer/domain';

export type SettingsAccess = 'allowed' | 'no_permission' | 'no_subscription';

// Spec 6: the sale pages need an auctioneer subscription, the buy pages a buyer subscription.
const requiredSubscription: Record<string, (flags: PermissionFlags) => boolean> = {
  [routePaths.profile]: hasSellerSubscription,
  [routePaths.auctionDefaults]: hasSellerSubscription,
  [routePaths.responsibleSellers]: hasSellerSubscription,
  [routePaths.targetGroups]: hasSellerSubscription,
  [routePaths.buyerProfile]: hasBuyerSubscription,
  [routePaths.deliverySettings]: hasBuyerSubscription,
};

/**
 * Who may open a settings page (spec 2, Settings area): the landing and the info page are open
 * to all; every other page needs the manage-user-permission right, and the sale and buy pages
 * also the matching subscription (the dialog's "insufficient subscription" variant).
 */
export function getSettingsAccess(pathname: string, flags: PermissionFlags): SettingsAccess {
  const path = pathname.replace(/\/+$/, '');
  if (path === routePaths.settings || path === routePaths.applicationInfo) return 'allowed';
  if (!flags.isManageUserPermission) return 'no_permission';
  const hasSubscription = requiredSubscription[path];
  if (hasSubscription && !hasSubscription(flags)) return 'no_subscription';
  return 'allowed';
}

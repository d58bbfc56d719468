import {
  hasBuyerSubscription,
  hasSellerSubscription,
  type PermissionFlags,
} from '../identity/permission-flags.js';
import { routePaths } from './routes.js';

/** What a settings page answers a user: open, the no-permission dialog, or its subscription variant. */
export type SettingsAccess = 'allowed' | 'no_permission' | 'no_subscription';

// Spec 6: the sale pages need an auctioneer subscription, the buy pages a buyer subscription.
const requiredSubscription: Readonly<Record<string, (flags: PermissionFlags) => boolean>> = {
  [routePaths.profile]: hasSellerSubscription,
  [routePaths.auctionDefaults]: hasSellerSubscription,
  [routePaths.responsibleSellers]: hasSellerSubscription,
  [routePaths.targetGroups]: hasSellerSubscription,
  [routePaths.buyerProfile]: hasBuyerSubscription,
  [routePaths.deliverySettings]: hasBuyerSubscription,
};

/**
 * Who may open a settings page (organisation-and-settings 2 and 6): the landing and the info page
 * are open to all; every other page needs the manage-user-permission right, and the sale and buy
 * pages also the matching subscription (the dialog's "insufficient subscription" variant).
 */
export function getSettingsAccess(pathname: string, flags: PermissionFlags): SettingsAccess {
  const path = pathname.replace(/\/+$/, '') || routePaths.settings;
  if (path === routePaths.settings || path === routePaths.applicationInfo) return 'allowed';
  if (!flags.isManageUserPermission) return 'no_permission';
  const hasSubscription = requiredSubscription[path];
  if (hasSubscription && !hasSubscription(flags)) return 'no_subscription';
  return 'allowed';
}

/**
 * Who may change the organisation's profile, its logo included: the profile page's own rule
 * (the manage-user-permission right and an auctioneer subscription). The server asks the same.
 */
export const canChangeOrganisationProfile = (flags: PermissionFlags): boolean =>
  getSettingsAccess(routePaths.profile, flags) === 'allowed';

import { ProductType } from './products.js';

/**
 * The product permissions an organisation grants to its users (spec 6: bidding, processing
 * items and managing settings each need a permission). Stable keys; names are translated.
 */
export const PermissionKey = {
  ManageUserPermissions: 'manage_user_permissions',
  Publish: 'publish',
  Bid: 'bid',
} as const;
export type PermissionKey = (typeof PermissionKey)[keyof typeof PermissionKey];

/** Which subscriptions make a permission available to an organisation (empty: always). */
export const permissionRequiresProducts: Record<PermissionKey, readonly ProductType[]> = {
  [PermissionKey.ManageUserPermissions]: [],
  [PermissionKey.Publish]: [ProductType.Auctioneer, ProductType.ProAuctioneer],
  [PermissionKey.Bid]: [ProductType.Viewer, ProductType.ProViewer],
};

/** Permission flags of a user in one organisation (organisation-and-settings 3, User). */
export interface PermissionFlags {
  isManageUserPermission: boolean;
  isPublisher: boolean;
  isBuyer: boolean;
  isProBuyer: boolean;
  isAuctioneer: boolean;
  isProAuctioneer: boolean;
  isRegularViewer: boolean;
  isProViewer: boolean;
}

export const noPermissions: PermissionFlags = {
  isManageUserPermission: false,
  isPublisher: false,
  isBuyer: false,
  isProBuyer: false,
  isAuctioneer: false,
  isProAuctioneer: false,
  isRegularViewer: false,
  isProViewer: false,
};

/** Whether an organisation holding `products` may grant `permission` at all. */
export function isPermissionAvailable(
  permission: PermissionKey,
  products: readonly ProductType[],
): boolean {
  const required = permissionRequiresProducts[permission];
  return required.length === 0 || required.some((type) => products.includes(type));
}

/**
 * Derives the flags from what the organisation subscribes to and which permissions the user
 * holds there (granted organisation-wide or through one of the user's roles). A permission the
 * organisation's subscriptions do not cover gives nothing, even if it is still granted.
 */
export function derivePermissionFlags(
  products: readonly ProductType[],
  heldPermissions: readonly PermissionKey[],
): PermissionFlags {
  const has = (type: ProductType) => products.includes(type);
  const holds = (key: PermissionKey) =>
    heldPermissions.includes(key) && isPermissionAvailable(key, products);
  const isAuctioneer = has(ProductType.Auctioneer) || has(ProductType.ProAuctioneer);
  const isProAuctioneer = has(ProductType.ProAuctioneer);
  const isRegularViewer = has(ProductType.Viewer);
  const isProViewer = has(ProductType.ProViewer);
  const isBuyer = holds(PermissionKey.Bid);
  return {
    isManageUserPermission: holds(PermissionKey.ManageUserPermissions),
    isPublisher: holds(PermissionKey.Publish),
    isBuyer,
    isProBuyer: isBuyer && isProViewer,
    isAuctioneer,
    isProAuctioneer,
    isRegularViewer,
    isProViewer,
  };
}

/** Seller subscription: auctioneer or pro auctioneer (organisation-and-settings 4). */
export const hasSellerSubscription = (flags: PermissionFlags) => flags.isAuctioneer;
/** Buyer subscription: viewer or pro viewer (organisation-and-settings 4). */
export const hasBuyerSubscription = (flags: PermissionFlags) =>
  flags.isRegularViewer || flags.isProViewer;
/** An organisation without any subscription gets the no-subscription dialog. */
export const hasAnySubscription = (flags: PermissionFlags) =>
  hasSellerSubscription(flags) || hasBuyerSubscription(flags);

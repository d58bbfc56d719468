import { describe, expect, it } from 'vitest';
import { noPermissions, type PermissionFlags } from '../identity/permission-flags.js';
import { routePaths } from './routes.js';
import { canChangeOrganisationProfile, getSettingsAccess } from './settings-access.js';

const manager = { ...noPermissions, isManageUserPermission: true };
const flags = {
  sellerManager: { ...manager, isAuctioneer: true, isPublisher: true },
  proSellerManager: { ...manager, isAuctioneer: true, isProAuctioneer: true },
  buyerManager: { ...manager, isRegularViewer: true, isBuyer: true },
  proBuyerManager: { ...manager, isProViewer: true, isProBuyer: true },
  dualManager: { ...manager, isAuctioneer: true, isRegularViewer: true },
  sellerWithoutRight: { ...noPermissions, isAuctioneer: true, isPublisher: true },
  buyerWithoutRight: { ...noPermissions, isRegularViewer: true, isBuyer: true },
  managerWithoutSubscription: manager,
} satisfies Record<string, PermissionFlags>;
type Who = keyof typeof flags;

const sale = [
  routePaths.profile,
  routePaths.auctionDefaults,
  routePaths.responsibleSellers,
  routePaths.targetGroups,
];
const buy = [routePaths.buyerProfile, routePaths.deliverySettings];

describe('getSettingsAccess', () => {
  // Every page × every kind of user: the one table the web's dialog and the server follow.
  const table: Array<[string, Who, ReturnType<typeof getSettingsAccess>]> = [
    ...(Object.keys(flags) as Who[]).flatMap((who) => [
      [routePaths.settings, who, 'allowed'] as [string, Who, 'allowed'],
      [routePaths.applicationInfo, who, 'allowed'] as [string, Who, 'allowed'],
    ]),
    ...sale.flatMap((page): Array<[string, Who, ReturnType<typeof getSettingsAccess>]> => [
      [page, 'sellerManager', 'allowed'],
      [page, 'proSellerManager', 'allowed'],
      [page, 'dualManager', 'allowed'],
      [page, 'buyerManager', 'no_subscription'],
      [page, 'proBuyerManager', 'no_subscription'],
      [page, 'managerWithoutSubscription', 'no_subscription'],
      [page, 'sellerWithoutRight', 'no_permission'],
      [page, 'buyerWithoutRight', 'no_permission'],
    ]),
    ...buy.flatMap((page): Array<[string, Who, ReturnType<typeof getSettingsAccess>]> => [
      [page, 'buyerManager', 'allowed'],
      [page, 'proBuyerManager', 'allowed'],
      [page, 'dualManager', 'allowed'],
      [page, 'sellerManager', 'no_subscription'],
      [page, 'managerWithoutSubscription', 'no_subscription'],
      [page, 'buyerWithoutRight', 'no_permission'],
      [page, 'sellerWithoutRight', 'no_permission'],
    ]),
    [routePaths.permissions, 'sellerManager', 'allowed'],
    [routePaths.permissions, 'buyerManager', 'allowed'],
    [routePaths.permissions, 'managerWithoutSubscription', 'allowed'],
    [routePaths.permissions, 'sellerWithoutRight', 'no_permission'],
    [routePaths.permissions, 'buyerWithoutRight', 'no_permission'],
  ];
  it.each(table)('%s for %s: %s', (page, who, expected) => {
    expect(getSettingsAccess(page, flags[who])).toBe(expected);
  });

  it('reads a trailing slash as the page itself', () => {
    expect(getSettingsAccess(`${routePaths.profile}/`, flags.buyerManager)).toBe('no_subscription');
    expect(getSettingsAccess(`${routePaths.settings}/`, noPermissions)).toBe('allowed');
  });
});

describe('canChangeOrganisationProfile', () => {
  it.each([
    ['sellerManager', true],
    ['proSellerManager', true],
    ['dualManager', true],
    ['buyerManager', false],
    ['managerWithoutSubscription', false],
    ['sellerWithoutRight', false],
    ['buyerWithoutRight', false],
  ] as Array<[Who, boolean]>)('%s: %s', (who, expected) => {
    expect(canChangeOrganisationProfile(flags[who])).toBe(expected);
  });
});

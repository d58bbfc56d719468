import { describe, expect, it } from 'vitest';
import {
  derivePermissionFlags,
  hasAnySubscription,
  isPermissionAvailable,
  PermissionKey,
} from './permission-flags.js';
import { ProductType } from './products.js';

const { Auctioneer, ProAuctioneer, Viewer, ProViewer } = ProductType;
const { ManageUserPermissions, Publish, Bid } = PermissionKey;

describe('derivePermissionFlags', () => {
  it.each([
    [
      'publisher of an auctioneer',
      [Auctioneer],
      [Publish],
      { isPublisher: true, isAuctioneer: true },
    ],
    [
      'pro auctioneer',
      [Auctioneer, ProAuctioneer],
      [Publish],
      { isPublisher: true, isAuctioneer: true, isProAuctioneer: true },
    ],
    [
      'pro auctioneer alone is an auctioneer',
      [ProAuctioneer],
      [],
      { isAuctioneer: true, isProAuctioneer: true },
    ],
    ['buyer of a viewer', [Viewer], [Bid], { isBuyer: true, isRegularViewer: true }],
    [
      'pro buyer of a pro viewer',
      [ProViewer],
      [Bid],
      { isBuyer: true, isProBuyer: true, isProViewer: true },
    ],
    ['member without permissions', [Viewer], [], { isRegularViewer: true }],
    [
      'publish without an auctioneer subscription gives nothing',
      [Viewer],
      [Publish],
      { isRegularViewer: true },
    ],
    [
      'bid without a viewer subscription gives nothing',
      [Auctioneer],
      [Bid],
      { isAuctioneer: true },
    ],
    [
      'manager of an organisation without subscriptions',
      [],
      [ManageUserPermissions],
      { isManageUserPermission: true },
    ],
  ] as const)('%s', (_name, products, held, expected) => {
    const all = {
      isManageUserPermission: false,
      isPublisher: false,
      isBuyer: false,
      isProBuyer: false,
      isAuctioneer: false,
      isProAuctioneer: false,
      isRegularViewer: false,
      isProViewer: false,
    };
    expect(derivePermissionFlags(products, held)).toEqual({ ...all, ...expected });
  });

  it('knows which permissions a subscription makes available', () => {
    expect(isPermissionAvailable(Publish, [Viewer])).toBe(false);
    expect(isPermissionAvailable(Publish, [ProAuctioneer])).toBe(true);
    expect(isPermissionAvailable(Bid, [ProViewer])).toBe(true);
    expect(isPermissionAvailable(ManageUserPermissions, [])).toBe(true);
  });

  it('an organisation without subscriptions has none', () => {
    expect(hasAnySubscription(derivePermissionFlags([], [ManageUserPermissions]))).toBe(false);
    expect(hasAnySubscription(derivePermissionFlags([Viewer], []))).toBe(true);
  });
});

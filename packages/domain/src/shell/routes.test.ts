import { describe, expect, it } from 'vitest';
import {
  derivePermissionFlags,
  noPermissions,
  PermissionKey,
} from '../identity/permission-flags.js';
import { ProductType } from '../identity/products.js';
import {
  getNavigationEntries,
  getSettingsGroups,
  itemIdOf,
  resolveStartPath,
  routePaths,
} from './routes.js';

const known = Object.values(routePaths);
const seller = { isPublisher: true };
const buyer = { isPublisher: false };

describe('itemIdOf', () => {
  it.each([
    ['8', 8],
    ['1234567890', 1234567890],
    ['007', 7],
  ])('reads %s as item %d', (param, id) => expect(itemIdOf(param)).toBe(id));
  it.each(['0', '00', '12345678901', 'abc', '8a', '-1', '1.5', '', undefined])(
    'finds no id in %s',
    (param) => expect(itemIdOf(param)).toBeNaN(),
  );
});

describe('resolveStartPath', () => {
  it.each([
    [null, seller, '/ilmoitukset/omat'],
    [null, buyer, '/ilmoitukset'],
    ['', buyer, '/ilmoitukset'],
    ['/asetukset/kayttooikeudet', buyer, '/asetukset/kayttooikeudet'],
    ['/asetukset/unknown-page', buyer, '/asetukset'],
    ['/ilmoitukset/123', buyer, '/ilmoitukset/123'],
    ['/ilmoitukset/123/admin', seller, '/ilmoitukset/123/admin'],
    ['/ilmoitukset/omat?tab=1', buyer, '/ilmoitukset/omat?tab=1'],
    ['/ilmoitukset/abc', buyer, '/ilmoitukset'],
    ['https://evil.example/ilmoitukset', buyer, '/ilmoitukset'],
    ['//evil.example', seller, '/ilmoitukset/omat'],
    ['/kirjaudu', buyer, '/ilmoitukset'],
    ['/', seller, '/ilmoitukset/omat'],
  ])('state %j goes to %s', (state, flags, expected) => {
    expect(resolveStartPath(state, flags, known)).toBe(expected);
  });
});

describe('getNavigationEntries', () => {
  const flags = (products: ProductType[], held: PermissionKey[]) =>
    derivePermissionFlags(products, held);
  it.each([
    [
      'publisher',
      flags([ProductType.Auctioneer], [PermissionKey.Publish]),
      ['add', 'items', 'myItems', 'settings'],
    ],
    ['buyer', flags([ProductType.Viewer], [PermissionKey.Bid]), ['items', 'myItems', 'settings']],
    [
      'pro buyer',
      flags([ProductType.ProViewer], [PermissionKey.Bid]),
      ['items', 'myItems', 'settings'],
    ],
    ['neither', flags([ProductType.Viewer], []), ['items', 'settings']],
    ['no organisation', noPermissions, ['items', 'settings']],
  ])('%s', (_name, given, expected) => {
    expect(getNavigationEntries(given)).toEqual(expected);
  });
});

describe('getSettingsGroups', () => {
  it('shows groups by subscription and right', () => {
    expect(getSettingsGroups(noPermissions)).toEqual(['version']);
    expect(
      getSettingsGroups(
        derivePermissionFlags(
          [ProductType.Auctioneer, ProductType.Viewer],
          [PermissionKey.ManageUserPermissions],
        ),
      ),
    ).toEqual(['general', 'sale', 'buy', 'version']);
    expect(getSettingsGroups(derivePermissionFlags([ProductType.ProViewer], []))).toEqual([
      'buy',
      'version',
    ]);
  });
});

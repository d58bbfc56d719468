import type { PermissionFlags } from '../identity/permission-flags.js';

/** The app's Finnish paths (organisation-and-settings 2, Routes). */
export const routePaths = {
  start: '/',
  signIn: '/kirjaudu',
  items: '/ilmoitukset',
  myItems: '/ilmoitukset/omat',
  settings: '/asetukset',
  permissions: '/asetukset/kayttooikeudet',
  profile: '/asetukset/profiili',
  targetGroups: '/asetukset/kohderyhmat',
  responsibleSellers: '/asetukset/vastuumyyjat',
  buyerProfile: '/asetukset/ostajanprofiili',
  deliverySettings: '/asetukset/kuljetustarjoukset',
  auctionDefaults: '/asetukset/myyntitiedot',
  applicationInfo: '/asetukset/info',
} as const;

/** The item id of an item page address's `:itemId` part; NaN when it holds no id (ids start at 1). */
export const itemIdOf = (param: string | undefined): number =>
  /^\d{1,10}$/.test(param ?? '') && Number(param) > 0 ? Number(param) : NaN;

/** Issue 13: an invitation link, /kutsu/{token}, where an invited user chooses a password. */
export const invitationRoute = '/kutsu';

const itemPath = /^\/ilmoitukset\/\d+(\/(admin|print|lasku))?$/;
const settingsPath = /^\/asetukset(\/|$)/;

/**
 * Where the start view goes (organisation-and-settings 2, Start view): the return `state` when it
 * names a known route, an item link or a settings link (unknown settings pages fall back to the
 * settings landing); otherwise sellers land on my items and everyone else on items.
 */
export function resolveStartPath(
  state: string | null | undefined,
  flags: Pick<PermissionFlags, 'isPublisher'>,
  knownPaths: readonly string[],
): string {
  const path = state?.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path && path !== routePaths.start && path !== routePaths.signIn) {
    if (knownPaths.includes(path) || itemPath.test(path)) return state!;
    if (settingsPath.test(path)) return routePaths.settings;
  }
  return flags.isPublisher ? routePaths.myItems : routePaths.items;
}

export type NavigationEntry = 'add' | 'items' | 'myItems' | 'settings';

/**
 * Left navigation by permission (organisation-and-settings 6): Add for publishers; Items and
 * Settings for everyone; My items for publishers, buyers or pro buyers.
 */
export function getNavigationEntries(flags: PermissionFlags): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  if (flags.isPublisher) entries.push('add');
  entries.push('items');
  if (flags.isPublisher || flags.isBuyer || flags.isProBuyer) entries.push('myItems');
  entries.push('settings');
  return entries;
}

/** The settings landing's groups (organisation-and-settings 2, Settings area). */
export function getSettingsGroups(
  flags: PermissionFlags,
): Array<'general' | 'sale' | 'buy' | 'version'> {
  const groups: Array<'general' | 'sale' | 'buy' | 'version'> = [];
  if (flags.isManageUserPermission) groups.push('general');
  if (flags.isAuctioneer) groups.push('sale');
  if (flags.isRegularViewer || flags.isProViewer) groups.push('buy');
  groups.push('version');
  return groups;
}

/** The application version constant (organisation-and-settings 9). */
export const applicationVersion = '3.19.0';

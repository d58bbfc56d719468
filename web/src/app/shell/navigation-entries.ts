import {
  getNavigationEntries,
  routePaths,
  type NavigationEntry,
  type PermissionFlags,
} from '@dealer/domain';

export type ShellNavigationEntry = NavigationEntry;

/** The left navigation: the domain's entries by permission (organisation-and-settings 6). */
export function getShellNavigationEntries(flags: PermissionFlags): ShellNavigationEntry[] {
  return getNavigationEntries(flags);
}

/** Where each entry leads; 'add' is no page: it opens the create-draft dialog. */
export const navigationTargets: Record<Exclude<ShellNavigationEntry, 'add'>, string> = {
  items: routePaths.items,
  myItems: routePaths.myItems,
  settings: routePaths.settings,
};

import {
  getNavigationEntries,
  routePaths,
  type NavigationEntry,
  type PermissionFlags,
} from '@dealer/domain';

export type ShellNavigationEntry = Exclude<NavigationEntry, 'add'>;

/**
 * The left navigation of this version. 'add' opens the create-draft dialog, which arrives with
 * the drafts issue; until then it is left out here, and only here.
 */
export function getShellNavigationEntries(flags: PermissionFlags): ShellNavigationEntry[] {
  return getNavigationEntries(flags).filter(
    (entry): entry is ShellNavigationEntry => entry !== 'add',
  );
}

export const navigationTargets: Record<ShellNavigationEntry, string> = {
  items: routePaths.items,
  myItems: routePaths.myItems,
  settings: routePaths.settings,
};

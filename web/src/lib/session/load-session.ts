import {
  hasAnySubscription,
  noPermissions,
  type CurrentUser,
  type Office,
  type OrganisationBasicInfo,
  type PermissionFlags,
} from '@dealer/domain';
import { isApiError } from '../api-client';
import {
  fetchCurrentUser,
  fetchOffices,
  fetchUserOrganisations,
  fetchUserPermissions,
} from './session-api';

/** Why the no-subscription dialog shows, if it does. */
export type SubscriptionProblem = 'offices_failed' | 'no_subscription';

/** Everything the shell needs before it can render (spec 4, App start). */
export interface Session {
  user: CurrentUser;
  /** The user's organisations, sorted by name (spec 9). */
  organisations: OrganisationBasicInfo[];
  selectedOrganisation: OrganisationBasicInfo | null;
  flags: PermissionFlags;
  offices: Office[];
  subscriptionProblem: SubscriptionProblem | null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fi');

/**
 * The start sequence: the user first, then organisations, permissions and offices in parallel.
 * A failed user, organisation or permission fetch fails the start (the gate decides what the
 * status means); a failed offices fetch clears the permissions and flags the organisation.
 * `onSignedIn` is told as soon as the user is known, a round trip before the rest.
 */
export async function loadSession(onSignedIn?: () => void): Promise<Session> {
  const user = await fetchCurrentUser();
  onSignedIn?.();
  const organisationId = user.selectedOrganisationId;

  if (organisationId === null) {
    // A platform admin may work without an organisation; for anyone else it is a missing
    // subscription. The list still loads so that an organisation can be chosen.
    const organisations = user.nwAdmin
      ? await fetchUserOrganisations().catch(() => [])
      : await fetchUserOrganisations();
    return {
      user,
      organisations: [...organisations].sort(byName),
      selectedOrganisation: null,
      flags: noPermissions,
      offices: [],
      subscriptionProblem: user.nwAdmin ? null : 'no_subscription',
    };
  }

  const [organisations, permissions, offices] = await Promise.all([
    fetchUserOrganisations(),
    fetchUserPermissions(organisationId),
    fetchOffices(organisationId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) throw error;
      return null;
    }),
  ]);
  const flags = offices === null ? noPermissions : permissions;
  const subscriptionProblem =
    offices === null ? 'offices_failed' : hasAnySubscription(flags) ? null : 'no_subscription';
  return {
    user,
    organisations: [...organisations].sort(byName),
    selectedOrganisation: organisations.find(({ id }) => id === organisationId) ?? null,
    flags,
    offices: offices === null ? [] : [...offices].sort(byName),
    subscriptionProblem,
  };
}

import {
  derivePermissionFlags,
  noPermissions,
  type Caller as DomainCaller,
  type PermissionKey,
  type ProductType,
} from '@dealer/domain';

/**
 * The caller of a request, resolved once when the request arrives (ARCHITECTURE 1): the user,
 * the organisation they act for (their selected one, or their API key's), its business identity
 * code, their permission flags there, and the platform admin flag. Every rule and the access
 * policy read it; nothing asks the database "who is this" again.
 */
export interface Caller extends DomainCaller {
  kind: 'user' | 'apiKey';
  userId: number;
  /** The session's id (its token's hash) for cookie callers; null for API keys. */
  sessionId: string | null;
  /** Set for API-key calls: the one organisation the key may act for. */
  apiKeyOrganisationId: number | null;
}

/** The product's own jobs (ending, automatic confirmation) as a caller of the item pipeline. */
export const automationCaller: DomainCaller = {
  kind: 'automation',
  userId: null,
  organisationId: null,
  businessIdentityCode: null,
  flags: noPermissions,
  isAdmin: false,
};

/** What the caller query reads of the acting organisation. */
export interface ActingGrounds {
  actingOrganisationId: number | null;
  actingBusinessIdentityCode: string | null;
  isMember: boolean;
  products: number[];
  heldPermissions: string[];
}

/**
 * The caller from what its one query read. A user acts for their selected organisation only
 * while a member of it; otherwise for none (no flags).
 */
export function toCaller(
  identity: Pick<Caller, 'kind' | 'userId' | 'sessionId' | 'apiKeyOrganisationId' | 'isAdmin'>,
  grounds: ActingGrounds,
): Caller {
  const isActing = grounds.actingOrganisationId !== null && grounds.isMember;
  return {
    ...identity,
    organisationId: isActing ? grounds.actingOrganisationId : null,
    businessIdentityCode: isActing ? grounds.actingBusinessIdentityCode : null,
    flags: isActing
      ? derivePermissionFlags(
          grounds.products as ProductType[],
          grounds.heldPermissions as PermissionKey[],
        )
      : noPermissions,
  };
}

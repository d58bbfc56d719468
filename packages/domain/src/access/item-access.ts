import { refuse, type Refusal } from '../api/refusal.js';
import { ItemStatus } from '../auction-items/enums.js';
import {
  canViewItem,
  type VisibilityItem,
  type VisibilityViewer,
} from '../auction-items/visibility.js';
import { isBuyerOfItem } from '../bidding/bid-eligibility.js';
import type { PermissionFlags } from '../identity/permission-flags.js';

/**
 * Who asks, as every access rule reads it: the organisation they act for (their selected one,
 * or their API key's), its business identity code (target groups), their permission flags
 * there, and the platform admin flag. Automation is the product's own jobs.
 */
export interface Caller extends VisibilityViewer {
  kind: 'user' | 'apiKey' | 'automation';
  /** null for automation. */
  userId: number | null;
  flags: PermissionFlags;
  /** The platform admin flag (never carried by an API key). */
  isAdmin: boolean;
}

/**
 * What a caller may want with an item (spec 6). Each action's rule is below, once:
 * - `read`: see it at all (its page, its details, its live events);
 * - `manage`: act as its auctioneer (edit, publish, redraft, cancel, finish, confirm, answer…);
 * - `buy`: act as a buyer of it (bid, bid machines, confirm a purchase, ask, review as winner);
 * - `administer`: the platform admin's tools;
 * - `automate`: the product's own jobs (ending, automatic confirmation).
 */
export type ItemAction = 'read' | 'manage' | 'buy' | 'administer' | 'automate';

/** The item as access reads it. */
export type AccessItem = VisibilityItem;

/** The caller's relation to an item: what the views and the rules are told. */
export interface ItemRelation {
  /** The caller acts for the item's organisation (spec: userType auctioneer). */
  isOwnOrganisation: boolean;
  /** The item's auctioneer: its own organisation with the publisher right (sees the reservation). */
  isAuctioneer: boolean;
  /** A buyer of the item: another organisation's item, and the buyer right it needs (spec 6). */
  isBuyer: boolean;
}

export function relationOf(caller: Caller, item: AccessItem): ItemRelation {
  const isOwnOrganisation =
    caller.organisationId !== null && caller.organisationId === item.organisationId;
  return {
    isOwnOrganisation,
    isAuctioneer: isOwnOrganisation && caller.flags.isPublisher,
    isBuyer: !isOwnOrganisation && caller.organisationId !== null && isBuyerOfItem(item, caller),
  };
}

/** Spec 6: whether the caller may see the item (its own organisation sees all but deleted ones). */
export function mayRead(caller: Caller, item: AccessItem, now: Date): boolean {
  if (caller.kind === 'automation') return true;
  if (relationOf(caller, item).isOwnOrganisation) return item.status !== ItemStatus.Deleted;
  return canViewItem(item, caller, now);
}

/** Spec 6: the platform admin's tools (admin search, fixes, audit log), for no other caller. */
export function authorizeAdministration(caller: Caller): Refusal | null {
  return caller.isAdmin && caller.kind === 'user'
    ? null
    : refuse.forbidden('Only a platform admin may do this.');
}

/**
 * The one access policy of items: null when the caller may do `action` on the item, else the
 * refusal. An item the caller may not see is "not found" (its existence is not told); one they
 * see but may not act on is "forbidden".
 */
export function authorizeItem(
  caller: Caller,
  action: ItemAction,
  item: AccessItem,
  now: Date,
): Refusal | null {
  if (action === 'automate')
    return caller.kind === 'automation' ? null : refuse.forbidden('Only the product itself.');
  if (action === 'administer') return authorizeAdministration(caller);
  if (!mayRead(caller, item, now)) return refuse.notFound('No such item.');
  const relation = relationOf(caller, item);
  switch (action) {
    case 'read':
      return null;
    case 'manage':
      return relation.isAuctioneer
        ? null
        : refuse.forbidden("Only the item's auctioneer with the publisher right may do this.");
    case 'buy':
      return relation.isBuyer ? null : refuse.forbidden('This needs the buyer right for the item.');
  }
}

import { isActive, type ItemTiming } from '../auction-items/item-state.js';
import type { PermissionFlags } from '../identity/permission-flags.js';

/** Why an organisation may not bid on an item now (spec 5, Bids: when a bid is disabled). */
export type BidBlock = 'item_not_active' | 'own_item' | 'not_a_buyer' | 'already_leading';

export interface BiddableItem extends ItemTiming {
  organisationId: number;
  /** false: a Pro item, for pro buyers only (spec 6). */
  showInBasicAuction: boolean;
}

export interface Bidder {
  organisationId: number | null;
  flags: Pick<PermissionFlags, 'isBuyer' | 'isProBuyer'>;
}

/** Spec 6: a Pro item needs the pro buyer right; any other item the buyer or pro buyer right. */
export const isBuyerOfItem = (item: Pick<BiddableItem, 'showInBasicAuction'>, bidder: Bidder) =>
  item.showInBasicAuction
    ? bidder.flags.isBuyer || bidder.flags.isProBuyer
    : bidder.flags.isProBuyer;

/**
 * Why a bid machine may not be set, changed or removed now: the item must be active, another
 * organisation's, and the bidder a buyer of it. Leading does not block a machine.
 */
export function findBidMachineBlock(
  item: BiddableItem,
  bidder: Bidder,
  now: Date,
): Exclude<BidBlock, 'already_leading'> | null {
  if (!isActive(item, now)) return 'item_not_active';
  if (bidder.organisationId === item.organisationId) return 'own_item';
  if (!isBuyerOfItem(item, bidder)) return 'not_a_buyer';
  return null;
}

/** Why a manual bid may not be placed now; the same order the bid panel explains it in. */
export function findBidBlock(
  item: BiddableItem,
  bidder: Bidder,
  isOwnOrganisationLeading: boolean,
  now: Date,
): BidBlock | null {
  return (
    findBidMachineBlock(item, bidder, now) ?? (isOwnOrganisationLeading ? 'already_leading' : null)
  );
}

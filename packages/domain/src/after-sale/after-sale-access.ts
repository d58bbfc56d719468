import { refuse, type Refusal } from '../api/refusal.js';
import type { Caller, ItemRelation } from '../access/item-access.js';
import { isEnded } from '../auction-items/item-state.js';
import type { StoredItem } from '../auction-items/stored-item.js';

type WonItem = Pick<StoredItem, 'status' | 'start' | 'end' | 'winnerOrganisationId' | 'bidCount'>;

/** An ended item whose winner is known (then it has a payment, a delivery and an invoice). */
export const hasWinner = (item: WonItem, now: Date): boolean =>
  isEnded(item, now) && item.bidCount > 0 && item.winnerOrganisationId !== null;

/** The caller acts for the organisation that won the item. */
export const isWinningBuyer = (caller: Pick<Caller, 'organisationId'>, item: WonItem): boolean =>
  item.winnerOrganisationId !== null && caller.organisationId === item.winnerOrganisationId;

/**
 * Spec 2, Payment and delivery: the winning buyer's organisation and the item's auctioneer see
 * it; for everyone else it does not exist (404).
 */
export function findPaymentDetailsRefusal(
  caller: Pick<Caller, 'organisationId'>,
  relation: ItemRelation,
  item: WonItem,
  now: Date,
): Refusal | null {
  if (!hasWinner(item, now)) return refuse.notFound('The item has no winner.');
  return relation.isAuctioneer || isWinningBuyer(caller, item)
    ? null
    : refuse.notFound('Payment details are for the winner and the auctioneer only.');
}

/**
 * Spec 2, Invoice: the auctioneer's organisation (and platform admins) open it, only for an
 * ended item with bids and a winner (else 422 rule_broken).
 */
export function findInvoiceRefusal(
  caller: Pick<Caller, 'isAdmin'>,
  relation: ItemRelation,
  item: WonItem,
  now: Date,
): Refusal | null {
  if (!relation.isAuctioneer && !caller.isAdmin)
    return relation.isOwnOrganisation
      ? refuse.forbidden('The invoice needs the publisher right.')
      : refuse.notFound('No such item.');
  return hasWinner(item, now)
    ? null
    : refuse.rule('The item has no winner to invoice.', { auctionItemId: 'no_winner' });
}

/** Spec 3: only the winning buyer asks for delivery offers, of an item with a winner. */
export function findDeliveryOfferRefusal(
  caller: Pick<Caller, 'organisationId'>,
  item: WonItem,
  now: Date,
): Refusal | null {
  return hasWinner(item, now) && isWinningBuyer(caller, item)
    ? null
    : refuse.notFound('Delivery offers are for the winning buyer only.');
}

import { ItemStatus } from '../auction-items/enums.js';

/** Who a confirmation speaks for (spec 3, Confirmation). */
export const ConfirmationType = { Auctioneer: 1, Buyer: 2 } as const;
export type ConfirmationType = (typeof ConfirmationType)[keyof typeof ConfirmationType];

/** Who made it: a user, a platform admin, or automation (spec 4). */
export const ConfirmationUserType = { User: 1, PlatformAdmin: 2, Automation: 3 } as const;
export type ConfirmationUserType = (typeof ConfirmationUserType)[keyof typeof ConfirmationUserType];

/** Spec 5: a not-sold confirmation needs a description; this long at most. */
export const confirmationDescriptionMaxLength = 1000;

/** A confirmation as the API shows it to the item's auctioneer and winner. */
export interface Confirmation {
  id: number;
  confirmationType: ConfirmationType;
  userType: ConfirmationUserType;
  isSold: boolean;
  description: string | null;
  price: number | null;
  timestamp: string;
  confirmationUserId: number | null;
  userName: string | null;
  organisationName: string | null;
  /** Spec 4: the special marker of a not-sold confirmation by the auctioneer alone. */
  isAuctioneerOnlyNotSold: boolean;
}

/** Spec 4: the latest confirmation by timestamp wins (the later id breaks a tie). */
export function findLatestConfirmation<C extends { timestamp: string | Date; id: number }>(
  confirmations: readonly C[],
): C | null {
  let latest: C | null = null;
  for (const confirmation of confirmations) {
    const at = new Date(confirmation.timestamp).getTime();
    const latestAt = latest ? new Date(latest.timestamp).getTime() : -Infinity;
    if (!latest || at > latestAt || (at === latestAt && confirmation.id > latest.id))
      latest = confirmation;
  }
  return latest;
}

/** What the after-sale rules read of an ended item. */
export interface AfterSaleItem {
  status: ItemStatus;
  isEnded: boolean;
  bidCount: number;
  isFinished: boolean;
  isWinningBidSelected: boolean;
  /** The latest confirmation: sold, not sold, or none yet. */
  confirmedSold: boolean | null;
  hasBuyerConfirmation: boolean;
}

export type FinishBlock = 'not_ended' | 'no_bids' | 'already_finished';

/** Spec 4: the finish dialog (choose a bid or 'no buyer') is for an ended item still waiting. */
export function findFinishBlock(item: AfterSaleItem): FinishBlock | null {
  if (item.status === ItemStatus.Cancelled || !item.isEnded) return 'not_ended';
  if (item.bidCount === 0) return 'no_bids';
  if (item.isFinished || item.confirmedSold !== null) return 'already_finished';
  return null;
}

/** What the item's auctioneer is asked next after the end (spec 4, Ended items). */
export type AuctioneerStep = 'finish' | 'reservationExceeded' | 'confirm';

/**
 * Spec 4: an ended item that waits is finished first (choose a bid or 'no buyer'); when the
 * price reservation was exceeded the highest bid already won, and the auctioneer sees a Finish
 * prompt before the normal confirmation; otherwise the confirmation forms (each with its block).
 */
export function findAuctioneerStep(
  item: AfterSaleItem & { priceReservationExceeded: boolean },
): AuctioneerStep {
  if (findFinishBlock(item) === null) return 'finish';
  const isUnconfirmedWinner =
    item.isEnded &&
    item.status !== ItemStatus.Cancelled &&
    item.isWinningBidSelected &&
    item.confirmedSold === null;
  return item.priceReservationExceeded && isUnconfirmedWinner ? 'reservationExceeded' : 'confirm';
}

export type AuctioneerConfirmBlock = 'not_ended' | 'already_confirmed' | 'no_winner';

/**
 * Spec 4: the auctioneer confirms an ended item sold (it needs a winner) or not sold; once any
 * confirmation exists the item needs no further one.
 */
export function findAuctioneerConfirmBlock(
  item: AfterSaleItem,
  isSold: boolean,
): AuctioneerConfirmBlock | null {
  if (item.status === ItemStatus.Cancelled || !item.isEnded) return 'not_ended';
  if (item.confirmedSold !== null) return 'already_confirmed';
  if (isSold && !item.isWinningBidSelected) return 'no_winner';
  return null;
}

export type BuyerConfirmBlock = 'not_ended' | 'not_winner' | 'not_sold' | 'already_confirmed';

/** The winning organisation confirms its purchase once, unless the sale was confirmed not sold. */
export function findBuyerConfirmBlock(
  item: AfterSaleItem,
  isWinner: boolean,
): BuyerConfirmBlock | null {
  if (item.status === ItemStatus.Cancelled || !item.isEnded) return 'not_ended';
  if (!item.isWinningBidSelected || !isWinner) return 'not_winner';
  if (item.confirmedSold === false) return 'not_sold';
  if (item.hasBuyerConfirmation) return 'already_confirmed';
  return null;
}

/**
 * Automation confirms a sale the auctioneer left unconfirmed this many days after the end
 * (docs/decisions.md, Bidding: auto-confirmation): a winner chosen by the rules is binding.
 */
export const autoConfirmAfterDays = 7;

/** Whether automation should confirm the item sold now. */
export function isDueForAutoConfirmation(
  item: AfterSaleItem & { endedAt: Date | null },
  now: Date,
): boolean {
  return (
    item.isEnded &&
    item.status !== ItemStatus.Cancelled &&
    item.isWinningBidSelected &&
    item.confirmedSold === null &&
    item.endedAt !== null &&
    now.getTime() - item.endedAt.getTime() >= autoConfirmAfterDays * 86_400_000
  );
}

/**
 * Spec 4: a not-sold confirmation made by the auctioneer's own user (not automation, not a
 * platform admin) with no confirmation of the buyer's side gets the special marker.
 */
export function isAuctioneerOnlyNotSold(
  confirmation: Pick<Confirmation, 'confirmationType' | 'userType' | 'isSold'>,
  confirmations: readonly Pick<Confirmation, 'confirmationType'>[],
): boolean {
  return (
    confirmation.confirmationType === ConfirmationType.Auctioneer &&
    confirmation.userType === ConfirmationUserType.User &&
    !confirmation.isSold &&
    !confirmations.some((other) => other.confirmationType === ConfirmationType.Buyer)
  );
}

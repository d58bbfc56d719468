import { refuse, type Refusal } from '../api/refusal.js';
import { AuditActorType, AuditLogType, ItemStatus } from '../auction-items/enums.js';
import { isEnded } from '../auction-items/item-state.js';
import type { StoredItem } from '../auction-items/stored-item.js';
import {
  ConfirmationType,
  ConfirmationUserType,
  type AfterSaleItem,
} from '../bidding/confirmations.js';
import { resolveEnding } from '../bidding/ending.js';
import type { ItemChange } from './item-change.js';

/** What the after-sale rules read of a stored item. */
export const afterSaleOf = (
  item: Pick<
    StoredItem,
    | 'status'
    | 'start'
    | 'end'
    | 'bidCount'
    | 'isFinished'
    | 'isWinningBidSelected'
    | 'confirmedSold'
    | 'hasBuyerConfirmation'
  >,
  now: Date,
): AfterSaleItem => ({
  status: item.status,
  isEnded: isEnded(item, now),
  bidCount: item.bidCount,
  isFinished: item.isFinished,
  isWinningBidSelected: item.isWinningBidSelected,
  confirmedSold: item.confirmedSold,
  hasBuyerConfirmation: item.hasBuyerConfirmation,
});

/** The refusal of an after-sale rule's block (spec 8: the item names what is wrong). */
export const afterSaleRefusal = (message: string, block: string): Refusal =>
  refuse.rule(message, { auctionItemId: block });

/** A confirmation to record (spec 3, Confirmation), as the rules decided it. */
export interface ConfirmationRecord {
  confirmationType: ConfirmationType;
  userType: ConfirmationUserType;
  isSold: boolean;
  description: string | null;
  price: number | null;
  /** The organisation it speaks for (the auctioneer's, or the winning buyer's). */
  organisationId: number;
}

/**
 * Spec 4: the item's summary of a new confirmation (the latest wins, and once any exists the
 * item needs no further one), with its audit row.
 */
export function confirmationChange(confirmation: ConfirmationRecord): ItemChange {
  const isAuctioneerSide = confirmation.confirmationType === ConfirmationType.Auctioneer;
  const isAutomatic = confirmation.userType === ConfirmationUserType.Automation;
  const who = isAuctioneerSide ? 'Auctioneer' : 'Buyer';
  return {
    set: {
      confirmedSold: confirmation.isSold,
      soldPrice: confirmation.isSold ? confirmation.price : null,
      isFinished: true,
      ...(isAuctioneerSide ? { hasAuctioneerConfirmation: true } : { hasBuyerConfirmation: true }),
    },
    audit: [
      {
        type: AuditLogType.Confirmed,
        organisationId: confirmation.organisationId,
        ...(isAutomatic ? { actor: AuditActorType.Automation } : {}),
        description: `${isAutomatic ? 'Automatically confirmed' : `${who} confirmed`}: ${confirmation.isSold ? `sold at ${confirmation.price} €` : 'not sold'}`,
      },
    ],
    events: ['Updated'],
  };
}

/** Spec 4: 'no buyer' in the finish dialog is an automatic not-sold confirmation. */
export const noBuyerConfirmation = (
  item: Pick<StoredItem, 'organisationId'>,
): ConfirmationRecord => ({
  confirmationType: ConfirmationType.Auctioneer,
  userType: ConfirmationUserType.Automation,
  isSold: false,
  description: 'No buyer',
  price: null,
  organisationId: item.organisationId,
});

/** Spec 4: the chosen bid wins at the agreed price (a negotiated winner). */
export function chooseWinner(
  bid: { id: number; organisationId: number; bidderMarker: number },
  price: number,
): ItemChange {
  return {
    set: {
      isFinished: true,
      isWinningBidSelected: true,
      isNegotiated: true,
      winningBidId: bid.id,
      winnerOrganisationId: bid.organisationId,
      winnerMarker: bid.bidderMarker,
      finalPrice: price,
    },
    audit: [
      {
        type: AuditLogType.WinningBidSelected,
        description: `Winning bid ${bid.id} chosen at ${price} €`,
      },
    ],
    events: ['Updated'],
  };
}

/** The end-of-auction messages of an ending (spec 4): who hears what. */
export type EndMessageKind =
  'auctioneerNoBids' | 'auctioneerWinner' | 'auctioneerChooseBuyer' | 'winner';

/**
 * Spec 4, the ending of an item whose end has come: its winner, the wait for its auctioneer, or
 * no bids; the change to the item, its audit row, the live event, and the message the
 * auctioneer's people get (the winner gets 'winner').
 */
export function decideEnding<B extends { id: number; organisationId: number; price: number }>(
  item: Pick<StoredItem, 'openBid' | 'priceReservation'>,
  leading: B | null,
  markers: ReadonlyMap<number, number>,
  now: Date,
): ItemChange & { winner: B | null; auctioneerMessage: EndMessageKind } {
  const outcome = resolveEnding(item, leading);
  const winner = outcome.kind === 'winner' ? outcome.winningBid : null;
  return {
    set: {
      status: ItemStatus.Ended,
      endedAt: now,
      isFinished: outcome.kind !== 'awaitingAuctioneer',
      isWinningBidSelected: winner !== null,
      winningBidId: winner?.id ?? null,
      winnerOrganisationId: winner?.organisationId ?? null,
      winnerMarker: winner ? (markers.get(winner.organisationId) ?? null) : null,
      finalPrice: winner?.price ?? null,
    },
    audit: [
      {
        type:
          outcome.kind === 'noBids' ? AuditLogType.EndedWithoutBids : AuditLogType.EndingHandled,
        actor: AuditActorType.Automation,
        description:
          outcome.kind === 'noBids'
            ? 'Ended without bids'
            : outcome.kind === 'winner'
              ? `Ended; the highest bid ${outcome.winningBid.price} € won`
              : 'Ended; waiting for the auctioneer to choose the buyer',
      },
    ],
    events: ['NewEndedAuctionItems'],
    winner,
    auctioneerMessage:
      outcome.kind === 'noBids'
        ? 'auctioneerNoBids'
        : outcome.kind === 'winner'
          ? 'auctioneerWinner'
          : 'auctioneerChooseBuyer',
  };
}

/** Spec 4: an item is ended by the scheduler once it is published and its end has come. */
export const isDueToEnd = (item: Pick<StoredItem, 'status' | 'end'>, now: Date) =>
  item.status === ItemStatus.Published && item.end.getTime() <= now.getTime();

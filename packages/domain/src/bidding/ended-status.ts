import { ItemStatus } from '../auction-items/enums.js';
import type { ItemPublicState } from '../live/live-events.js';

/** Spec 4, Ended statuses shown (and spec 2's list statuses). */
export type EndedStatus =
  | 'removedFromSale'
  | 'waitingForSeller'
  | 'youWon'
  | 'sold'
  | 'notSold'
  | 'negotiatedWinner'
  | 'ended';

type StatusFacts = Pick<
  ItemPublicState,
  | 'status'
  | 'isEnded'
  | 'isFinished'
  | 'isWinningBidSelected'
  | 'isNegotiated'
  | 'winnerMarker'
  | 'confirmedSold'
>;

/**
 * The status of an item that has ended or was removed from sale, for one viewer (null while it
 * runs). `ownBidderMarker` is the viewer's organisation's anonymous number on the item.
 */
export function findEndedStatus(
  item: StatusFacts,
  ownBidderMarker: number | null,
): EndedStatus | null {
  if (item.status === ItemStatus.Cancelled) return 'removedFromSale';
  if (!item.isEnded) return null;
  if (item.confirmedSold === false) return 'notSold';
  const isWinner = item.winnerMarker !== null && item.winnerMarker === ownBidderMarker;
  if (item.isWinningBidSelected && isWinner) return 'youWon';
  if (item.confirmedSold === true) return 'sold';
  if (!item.isFinished) return 'waitingForSeller';
  if (item.isWinningBidSelected && item.isNegotiated) return 'negotiatedWinner';
  return 'ended';
}

type ActionFacts = StatusFacts & Pick<ItemPublicState, 'hasBuyerConfirmation' | 'bidCount'>;

/**
 * Spec 2, My items "awaiting action": the seller has an ended item to finish or confirm; the
 * buyer has a won item to confirm.
 */
export function isAwaitingAction(
  item: ActionFacts,
  role: 'seller' | 'buyer',
  ownBidderMarker: number | null,
): boolean {
  if (!item.isEnded || item.status === ItemStatus.Cancelled) return false;
  if (role === 'seller') {
    // An item without bids has nothing to finish (spec 4: it ends without a winner).
    return (
      (!item.isFinished && item.bidCount > 0) ||
      (item.isWinningBidSelected && item.confirmedSold === null)
    );
  }
  const isWinner = item.winnerMarker !== null && item.winnerMarker === ownBidderMarker;
  return (
    isWinner &&
    item.isWinningBidSelected &&
    item.confirmedSold !== false &&
    !item.hasBuyerConfirmation
  );
}

/** The item as notices name it: licence number, make and model. */
export const itemReferenceOf = (item: {
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
}) => [item.licenseNumber, item.make, item.model].filter(Boolean).join(' ');

/** Spec 2: the item reference in the outbid notice is cut at 103 characters (100 + "..."). */
export function cutItemReference(reference: string): string {
  return reference.length > 103 ? `${reference.slice(0, 100)}...` : reference;
}

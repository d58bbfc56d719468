import { isAwaitingAction, type OwnItemRow } from '@dealer/domain';
import { findItemPhase, type ItemPhase } from '../../../lib/items/use-item-status-text';

/** My items' tabs: the seller's own items, or the items the organisation bids on. */
export type MyItemsRole = 'seller' | 'buyer';

/** Spec 2: the seller finishes or confirms an ended item; the winning buyer confirms it. */
export const isRowAwaitingAction = (row: OwnItemRow, role: MyItemsRole) =>
  isAwaitingAction(row, role, row.ownBidderMarker);

const rankOf: Record<ItemPhase, number> = {
  active: 0,
  scheduled: 0,
  draft: 2,
  cancelled: 2,
  deleted: 2,
  ended: 3,
};
const awaitingActionRank = 1;

/**
 * Spec 2, My items: active and scheduled first (soonest end first), then items awaiting an
 * action (the domain's isAwaitingAction), then the others (drafts and items removed from sale,
 * newest first), ended items last (latest end first).
 */
export function sortMyItems<T extends OwnItemRow>(
  rows: readonly T[],
  now: Date,
  role: MyItemsRole,
): T[] {
  const ranked = rows.map((row) => ({
    row,
    rank: isRowAwaitingAction(row, role) ? awaitingActionRank : rankOf[findItemPhase(row, now)],
  }));
  const endOf = (row: OwnItemRow) => Date.parse(row.end) || 0;
  return ranked
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      if (a.rank === 0 || a.rank === awaitingActionRank) return endOf(a.row) - endOf(b.row);
      if (a.rank === 3) return endOf(b.row) - endOf(a.row);
      return b.row.id - a.row.id;
    })
    .map(({ row }) => row);
}

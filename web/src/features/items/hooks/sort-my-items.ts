import { ItemStatus, type OwnItemRow } from '@dealer/domain';
import { findItemPhase, type ItemPhase } from './use-item-status-text';

const rankOf: Record<ItemPhase, number> = {
  active: 0,
  scheduled: 0,
  draft: 1,
  cancelled: 2,
  deleted: 2,
  ended: 3,
};

/**
 * Whether the seller has something to do: a draft to finish, or an item that has ended with
 * bids but is still published (spec 4: waiting to be finished or confirmed).
 */
const isAwaitingAction = (row: OwnItemRow, phase: ItemPhase) =>
  phase === 'draft' ||
  (phase === 'ended' && row.status === ItemStatus.Published && row.bidCount > 0);

/**
 * Spec 2, My items: active and scheduled first (soonest end first), then items awaiting an
 * action, then the others, ended items last (latest end first). Drafts come newest first.
 */
export function sortMyItems(rows: readonly OwnItemRow[], now: Date): OwnItemRow[] {
  const ranked = rows.map((row) => {
    const phase = findItemPhase(row, now);
    return { row, rank: isAwaitingAction(row, phase) ? 1 : rankOf[phase] };
  });
  const endOf = (row: OwnItemRow) => Date.parse(row.end) || 0;
  return ranked
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      if (a.rank === 0) return endOf(a.row) - endOf(b.row);
      if (a.rank === 3) return endOf(b.row) - endOf(a.row);
      return b.row.id - a.row.id;
    })
    .map(({ row }) => row);
}

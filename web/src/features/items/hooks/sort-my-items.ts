import type { OwnItemRow } from '@dealer/domain';
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
 * Spec 2, My items: active and scheduled first (soonest end first), then the rest, ended items
 * last (latest end first). Drafts come newest first. Items awaiting an action join with the
 * confirmations.
 */
export function sortMyItems(rows: readonly OwnItemRow[], now: Date): OwnItemRow[] {
  const ranked = rows.map((row) => ({ row, rank: rankOf[findItemPhase(row, now)] }));
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

import { ItemStatus, type OwnItemRow } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { makeOwnItemRow } from '../../../test/list-row-fixtures';
import { isRowAwaitingAction, sortMyItems } from './sort-my-items';

const now = new Date('2026-03-10T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();

function row(id: number, status: ItemStatus, end: string, change: Partial<OwnItemRow> = {}) {
  return makeOwnItemRow(id, {
    status,
    isDraft: status === ItemStatus.Draft,
    start: hours(-48),
    end,
    isEnded: status === ItemStatus.Ended,
    ...change,
  });
}

/** Ended, with a winner chosen and no confirmation yet: the seller confirms, the winner too. */
const wonUnconfirmed = {
  isFinished: true,
  isWinningBidSelected: true,
  winnerMarker: 2,
  bidCount: 3,
} as const;

describe('sortMyItems', () => {
  it('puts active first, then awaiting action, then others, ended last by end date', () => {
    const rows = [
      row(1, ItemStatus.Ended, hours(-10), { isFinished: true, confirmedSold: false }),
      row(2, ItemStatus.Cancelled, hours(5)),
      // An open-bid item waiting for its seller to finish it.
      row(3, ItemStatus.Ended, hours(-2), { isFinished: false, bidCount: 3 }),
      row(4, ItemStatus.Draft, hours(100)),
      row(5, ItemStatus.Published, hours(30)),
      row(6, ItemStatus.Published, hours(3)),
      row(7, ItemStatus.Ended, hours(-1), { isFinished: true, confirmedSold: true }),
      row(8, ItemStatus.Ended, hours(-5), wonUnconfirmed),
      row(9, ItemStatus.Draft, hours(100)),
    ];
    expect(sortMyItems(rows, now, 'seller').map(({ id }) => id)).toEqual([
      6, 5, 8, 3, 9, 4, 2, 7, 1,
    ]);
  });

  it('asks the winning buyer only, and only until it has confirmed', () => {
    const won = row(8, ItemStatus.Ended, hours(-5), { ...wonUnconfirmed, ownBidderMarker: 2 });
    const lost = { ...won, id: 9, ownBidderMarker: 1 };
    const confirmed = { ...won, id: 10, hasBuyerConfirmation: true };
    const running = row(11, ItemStatus.Published, hours(3), { ownBidderMarker: 1 });
    expect([won, lost, confirmed].map((item) => isRowAwaitingAction(item, 'buyer'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(sortMyItems([lost, confirmed, won, running], now, 'buyer').map(({ id }) => id)).toEqual([
      11, 8, 9, 10,
    ]);
  });
});

import { ItemStatus, type OwnItemRow } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { sortMyItems } from './sort-my-items';

const now = new Date('2026-03-10T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();

function row(id: number, status: ItemStatus, end: string, bidCount = 0): OwnItemRow {
  return {
    id,
    status,
    isDraft: status === ItemStatus.Draft,
    licenseNumber: null,
    make: null,
    model: null,
    modelYear: null,
    mileage: null,
    priceNow: null,
    startPrice: null,
    start: hours(-48),
    end,
    isEnded: Date.parse(end) < now.getTime(),
    bidCount,
  } as OwnItemRow;
}

describe('sortMyItems', () => {
  it('puts active first, then awaiting action, then others, ended last by end date', () => {
    const rows = [
      row(1, ItemStatus.Ended, hours(-10)),
      row(2, ItemStatus.Cancelled, hours(5)),
      row(3, ItemStatus.Published, hours(-2), 3),
      row(4, ItemStatus.Draft, hours(100)),
      row(5, ItemStatus.Published, hours(30)),
      row(6, ItemStatus.Published, hours(3)),
      row(7, ItemStatus.Ended, hours(-1)),
    ];
    expect(sortMyItems(rows, now).map(({ id }) => id)).toEqual([6, 5, 4, 3, 2, 7, 1]);
  });
});

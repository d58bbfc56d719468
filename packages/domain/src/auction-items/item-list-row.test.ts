import { describe, expect, it } from 'vitest';
import { applyItemListChanges, type ItemListChanges, type ItemListRow } from './item-list-row.js';
import { makeListRow } from './list-rows.test-support.js';

/** A row ending at a second of its own, so that the order by end is the order by id. */
const listRow = (id: number, change: Partial<ItemListRow> = {}) =>
  makeListRow(id, { end: `2026-11-30T16:00:0${id % 10}.000Z`, ...change });

const delta = (change: Partial<Extract<ItemListChanges, { isDelta: true }>>): ItemListChanges => ({
  isDelta: true,
  rows: [],
  removedIds: [],
  favoriteIds: [],
  bidMachineIds: [],
  ...change,
});

describe('applyItemListChanges', () => {
  const rows = [
    listRow(1),
    listRow(2, { isFavorite: true }),
    listRow(3, { hasOwnBidMachine: true }),
  ];
  const flags = { favoriteIds: [2], bidMachineIds: [3] };

  it.each<[string, ItemListChanges]>([
    ['nothing changed', delta(flags)],
    ['a row left that the client never held', delta({ ...flags, removedIds: [99] })],
  ])('answers the same list when %s', (_, changes) => {
    expect(applyItemListChanges(rows, changes)).toBe(rows);
  });

  it.each<[string, ItemListChanges, Array<Partial<ItemListRow>>]>([
    [
      'a favourite added',
      delta({ favoriteIds: [1, 2], bidMachineIds: [3] }),
      [{ id: 1, isFavorite: true }, { id: 2 }, { id: 3 }],
    ],
    [
      'a bid machine gone',
      delta({ favoriteIds: [2], bidMachineIds: [] }),
      [{ id: 1 }, { id: 2 }, { id: 3, hasOwnBidMachine: false }],
    ],
    ['a row removed', delta({ ...flags, removedIds: [2] }), [{ id: 1 }, { id: 3 }]],
    [
      'a row changed, in its place by end',
      delta({ ...flags, rows: [listRow(1, { priceNow: 6000, end: '2026-12-01T00:00:00.000Z' })] }),
      [{ id: 2 }, { id: 3 }, { id: 1, priceNow: 6000 }],
    ],
    [
      'a row come into the list',
      delta({ ...flags, rows: [listRow(4)] }),
      [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
    ],
  ])('answers a new list when %s', (_, changes, expected) => {
    const next = applyItemListChanges(rows, changes);
    expect(next).not.toBe(rows);
    expect(next).toEqual(expected.map((row) => expect.objectContaining(row)));
  });

  it('answers the whole list the server sent when it could not answer a delta', () => {
    const whole = [listRow(5)];
    expect(applyItemListChanges(rows, { isDelta: false, rows: whole })).toBe(whole);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultItemSort, sortItems, type ItemSort } from './item-sort.js';
import { makeTestRow as row } from './test-rows.js';

const rows = [
  row(1, {
    make: 'Volvo',
    start: '2026-11-02T08:00:00Z',
    end: '2026-11-25T16:00:00Z',
    mileage: 150_000,
    modelYear: 2015,
    organisationName: 'Beta',
    bidCount: 3,
    priceNow: 9000,
    startPrice: 5000,
  }),
  row(2, {
    make: 'audi',
    start: '2026-11-03T08:00:00Z',
    end: '2026-11-24T16:00:00Z',
    mileage: 90_000,
    modelYear: 2019,
    organisationName: 'alfa',
    bidCount: 0,
    priceNow: null,
    startPrice: 7000,
  }),
  row(3, {
    make: 'Škoda',
    start: '2026-11-01T08:00:00Z',
    end: '2026-11-26T16:00:00Z',
    mileage: null,
    modelYear: 2010,
    organisationName: 'Gamma',
    bidCount: 5,
    priceNow: 3000,
    startPrice: 1000,
  }),
];
const order = (sort: ItemSort) => sortItems(rows, sort).map((item) => item.id);

describe('sortItems', () => {
  it.each([
    [{ key: 'make', direction: 'asc' }, [2, 3, 1]],
    [{ key: 'startDate', direction: 'desc' }, [2, 1, 3]],
    [{ key: 'mileage', direction: 'asc' }, [2, 1, 3]],
    [{ key: 'mileage', direction: 'desc' }, [1, 2, 3]],
    [{ key: 'modelYear', direction: 'desc' }, [2, 1, 3]],
    [{ key: 'organisation', direction: 'asc' }, [2, 1, 3]],
    [{ key: 'bidCount', direction: 'desc' }, [3, 1, 2]],
    [{ key: 'currentPrice', direction: 'asc' }, [3, 2, 1]],
    [{ key: 'endTime', direction: 'asc' }, [2, 1, 3]],
  ] as [ItemSort, number[]][])('%j → %j', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('sorts by end time, soonest first, by default', () => {
    expect(defaultItemSort).toEqual({ key: 'endTime', direction: 'asc' });
  });

  it('breaks ties by id and leaves the input alone', () => {
    const same = [row(5), row(4), row(6)];
    expect(sortItems(same, defaultItemSort).map((item) => item.id)).toEqual([4, 5, 6]);
    expect(same.map((item) => item.id)).toEqual([5, 4, 6]);
  });
});

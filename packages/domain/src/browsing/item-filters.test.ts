import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import {
  emptyItemFilters,
  filterItems,
  getModelYearRange,
  hasActiveFilters,
  mileageRange,
  normalizeSearchText,
  searchTextOf,
  toRangeFilter,
  type ItemFilters,
} from './item-filters.js';
import { makeTestRow as row } from './test-rows.js';

const now = new Date('2026-11-23T10:00:00Z');
const filters = (change: Partial<ItemFilters>): ItemFilters => ({ ...emptyItemFilters, ...change });
const ids = (change: Partial<ItemFilters>, rows: ReturnType<typeof row>[]) =>
  filterItems(rows, filters(change), now).map((item) => item.id);

describe('filterItems', () => {
  it('keeps everything without filters', () => {
    expect(ids({}, [row(1), row(2)])).toEqual([1, 2]);
  });

  it.each([
    ['favourite', { ownActions: ['favourite'] }, [row(1, { isFavorite: true }), row(2)], [1]],
    ['an own action the row does not report', { ownActions: ['bid'] }, [row(1)], []],
    ['reported own bid', { ownActions: ['bid'] }, [row(1, { hasOwnBid: true }), row(2)], [1]],
    [
      'not confirmed',
      { ownActions: ['notConfirmed'] },
      [row(1, { isConfirmed: false }), row(2, { isConfirmed: true })],
      [1],
    ],
    [
      'active',
      { statuses: ['active'] },
      [row(1), row(2, { start: '2026-11-24T08:00:00Z' }), row(3, { end: '2026-11-23T09:00:00Z' })],
      [1],
    ],
    [
      'ends today by the Helsinki date',
      { statuses: ['endsToday'] },
      // 21:30 UTC is 23:30 in Helsinki, still today; 22:30 UTC is tomorrow there.
      [
        row(1, { end: '2026-11-23T21:30:00Z' }),
        row(2, { end: '2026-11-23T22:30:00Z' }),
        row(3, { end: '2026-11-23T09:00:00Z' }),
      ],
      [1],
    ],
    [
      'ended by time, flag or status',
      { statuses: ['ended'] },
      [
        row(1, { end: '2026-11-23T09:00:00Z' }),
        row(2, { isEnded: true }),
        row(3, { status: ItemStatus.Ended }),
        row(4),
      ],
      [1, 2, 3],
    ],
    ['draft', { statuses: ['draft'] }, [row(1, { status: ItemStatus.Draft }), row(2)], [1]],
    [
      'two statuses: either',
      { statuses: ['draft', 'active'] },
      [row(1, { status: ItemStatus.Draft }), row(2)],
      [1, 2],
    ],
    ['Pro auction', { auctionTypes: ['pro'] }, [row(1, { isProItem: true }), row(2)], [1]],
    ['basic auction', { auctionTypes: ['basic'] }, [row(1, { isProItem: true }), row(2)], [2]],
    [
      'terms of sale',
      { termsOfSale: ['openBid', 'traditional'] },
      [row(1, { openBid: true }), row(2, { hasPriceReservation: true }), row(3)],
      [1, 3],
    ],
    [
      'price reservation',
      { termsOfSale: ['priceReservation'] },
      [row(1, { hasPriceReservation: true }), row(2)],
      [1],
    ],
    ['office', { officeIds: [71] }, [row(1, { officeId: 71 }), row(2)], [1]],
    [
      'fuel type',
      { fuelTypes: [1, 3] },
      [row(1, { fuelType: 1 }), row(2), row(3, { fuelType: 3 })],
      [1, 3],
    ],
    ['hybrid type', { hybridTypes: [4] }, [row(1, { hybridType: 4 }), row(2)], [1]],
    [
      'licence number ignores spaces and case',
      { licenseNumber: ' abc- 12' },
      [row(1), row(2, { licenseNumber: 'XYZ-1' })],
      [1],
    ],
    [
      'licence number ignores the hyphen (issue 15)',
      { licenseNumber: 'abc123' },
      [row(1), row(2, { licenseNumber: 'XYZ-1' })],
      [1],
    ],
    [
      'licence number on a row without one',
      { licenseNumber: 'A' },
      [row(1, { licenseNumber: null })],
      [],
    ],
    [
      'every word must match, over make, model, type and description',
      { text: 'volvo summum' },
      [row(1), row(2, { type: null }), row(3, { make: 'Audi' })],
      [1],
    ],
    [
      'text ignores case and accents',
      { text: 'SKODA tämä' },
      [row(1, { make: 'Škoda', auctioneerDescription: 'Tama auto on hyva' }), row(2)],
      [1],
    ],
    [
      'mileage range',
      { mileage: { min: 100_000, max: 200_000 } },
      [
        row(1),
        row(2, { mileage: 250_000 }),
        row(3, { mileage: 50_000 }),
        row(4, { mileage: null }),
      ],
      [1],
    ],
    [
      'mileage at the top of the range is unbounded',
      { mileage: { min: 100_000, max: mileageRange.max } },
      [row(1, { mileage: 900_000 }), row(2, { mileage: 1000 })],
      [1],
    ],
    [
      'model year range',
      { modelYear: { min: 2014, max: 2016 } },
      [row(1), row(2, { modelYear: 2020 }), row(3, { modelYear: null })],
      [1],
    ],
    [
      'model year at the bottom of the range is unbounded',
      { modelYear: { min: 2006, max: 2016 } },
      [row(1, { modelYear: 1990 }), row(2, { modelYear: 2020 })],
      [1],
    ],
  ] as [string, Partial<ItemFilters>, ReturnType<typeof row>[], number[]][])(
    '%s',
    (_name, change, rows, expected) => {
      expect(ids(change, rows)).toEqual(expected);
    },
  );

  it('combines categories with and', () => {
    const rows = [
      row(1, { fuelType: 1, isFavorite: true }),
      row(2, { fuelType: 1 }),
      row(3, { isFavorite: true }),
    ];
    expect(ids({ fuelTypes: [1], ownActions: ['favourite'] }, rows)).toEqual([1]);
  });
});

describe('ranges', () => {
  it('model years run from 20 years back to this year', () => {
    expect(getModelYearRange(now)).toEqual({ min: 2006, max: 2026, step: 1 });
    // 23:30 on 31 December UTC is already the next year in Helsinki.
    expect(getModelYearRange(new Date('2026-12-31T23:30:00Z')).max).toBe(2027);
  });

  it.each([
    [[0, 400_000], { min: null, max: null }],
    [[1000, 400_000], { min: 1000, max: null }],
    [[0, 399_000], { min: null, max: 399_000 }],
  ] as const)('slider %j → %j', (values, expected) => {
    expect(toRangeFilter(values, mileageRange)).toEqual(expected);
  });
});

describe('hasActiveFilters', () => {
  it.each([
    [{}, false],
    [{ text: '  ' }, false],
    [{ text: 'volvo' }, true],
    [{ fuelTypes: [2] }, true],
    [{ mileage: { min: null, max: 1000 } }, true],
  ] as [Partial<ItemFilters>, boolean][])('%j → %s', (change, expected) => {
    expect(hasActiveFilters(filters(change))).toBe(expected);
  });
});

describe('searchTextOf', () => {
  it('is the normalised make, model, type and description', () => {
    const item = row(1, {
      make: 'Škoda',
      model: 'Octavia',
      type: null,
      auctioneerDescription: 'Tämä',
    });
    expect(searchTextOf(item)).toBe('skoda octavia  tama');
    expect(searchTextOf(item)).toBe(
      normalizeSearchText([item.make, item.model, item.type, item.auctioneerDescription].join(' ')),
    );
  });

  it('reads a row changed in place by its new words, not the kept ones', () => {
    const item = row(1, { make: 'Volvo', auctioneerDescription: 'Huollettu' });
    expect(ids({ text: 'volvo' }, [item])).toEqual([1]);
    for (const change of [
      { make: 'Audi' },
      { model: 'A6' },
      { type: 'Avant' },
      { auctioneerDescription: 'Uudet renkaat' },
    ]) {
      Object.assign(item, change);
      const [key, value] = Object.entries(change)[0]!;
      expect(searchTextOf(item), key).toContain(normalizeSearchText(value));
    }
    expect(ids({ text: 'volvo' }, [item])).toEqual([]);
    expect(ids({ text: 'audi avant renkaat' }, [item])).toEqual([1]);
  });

  it('answers alike for alike rows, kept or not', () => {
    const rows = [row(1), row(2, { make: 'Citroën' }), row(3, { auctioneerDescription: null })];
    const first = rows.map(searchTextOf);
    const copies = rows.map((item) => ({ ...item }));
    expect(rows.map(searchTextOf)).toEqual(first);
    expect(copies.map(searchTextOf)).toEqual(first);
  });
});

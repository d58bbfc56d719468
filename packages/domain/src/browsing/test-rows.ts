import { ItemStatus } from '../auction-items/enums.js';
import type { FilterableItem } from './item-filters.js';
import type { SortableItem } from './item-sort.js';

export type TestRow = FilterableItem & SortableItem;

/** A published, running item; tests change what they look at. */
export function makeTestRow(id: number, change: Partial<TestRow> = {}): TestRow {
  return {
    id,
    status: ItemStatus.Published,
    start: '2026-11-01T08:00:00Z',
    end: '2026-11-30T16:00:00Z',
    isEnded: false,
    officeId: 70,
    fuelType: 2,
    hybridType: 1,
    licenseNumber: 'ABC-123',
    make: 'Volvo',
    model: 'V70',
    type: '2.4D Summum',
    auctioneerDescription: null,
    mileage: 150_000,
    modelYear: 2015,
    openBid: false,
    hasPriceReservation: false,
    isProItem: false,
    isFavorite: false,
    organisationName: 'Autotalo Virtanen Oy',
    bidCount: 0,
    priceNow: null,
    startPrice: 5000,
    ...change,
  };
}

/** Spec 2: the sort options of the items lists. */
export const itemSortKeys = [
  'make',
  'startDate',
  'mileage',
  'modelYear',
  'organisation',
  'bidCount',
  'currentPrice',
  'endTime',
] as const;
export type ItemSortKey = (typeof itemSortKeys)[number];
export type SortDirection = 'asc' | 'desc';

export interface ItemSort {
  key: ItemSortKey;
  direction: SortDirection;
}

/** Each option's direction when chosen; spec 2: start date runs newest first. */
export const defaultSortDirections: Record<ItemSortKey, SortDirection> = {
  make: 'asc',
  startDate: 'desc',
  mileage: 'asc',
  modelYear: 'desc',
  organisation: 'asc',
  bidCount: 'desc',
  currentPrice: 'asc',
  endTime: 'asc',
};

/** Spec 2: end time, soonest first, is the default sort. */
export const defaultItemSort: ItemSort = { key: 'endTime', direction: 'asc' };

/** What sorting reads of a row. */
export interface SortableItem {
  id: number;
  make: string | null;
  start: string;
  end: string;
  mileage: number | null;
  modelYear: number | null;
  organisationName: string | null;
  bidCount: number;
  priceNow: number | null;
  startPrice: number | null;
}

type SortValue = string | number | null;

function sortValue(item: SortableItem, key: ItemSortKey): SortValue {
  switch (key) {
    case 'make':
      return item.make?.trim() || null;
    case 'startDate':
      return Date.parse(item.start);
    case 'mileage':
      return item.mileage;
    case 'modelYear':
      return item.modelYear;
    case 'organisation':
      return item.organisationName?.trim() || null;
    case 'bidCount':
      return item.bidCount;
    case 'currentPrice':
      // The current price is the highest bid, or the start price before any bid.
      return item.priceNow ?? item.startPrice;
    case 'endTime':
      return Date.parse(item.end);
  }
}

// Made on the first sort, not when the module loads (see format/date-time.ts).
let collator: Intl.Collator | undefined;

/** A new array in the chosen order; missing values last, ties by id for a stable list. */
export function sortItems<T extends SortableItem>(rows: readonly T[], sort: ItemSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  collator ??= new Intl.Collator('fi', { sensitivity: 'base', numeric: true });
  const compareText = collator.compare;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return a.row.id - b.row.id;
    }
    const order =
      typeof a.value === 'string' && typeof b.value === 'string'
        ? compareText(a.value, b.value)
        : Number(a.value) - Number(b.value);
    return order === 0 ? a.row.id - b.row.id : sign * order;
  });
  return keyed.map(({ row }) => row);
}

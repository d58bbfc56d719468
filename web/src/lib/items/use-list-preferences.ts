import {
  defaultItemSort,
  emptyItemFilters,
  itemSortKeys,
  ownActionFilters,
  type ItemFilters,
  type ItemSort,
} from '@dealer/domain';
import { useStoredState } from '../use-stored-state';

/** Spec 2: filters and sort are remembered separately for each list. */
export type BrowsingListKey = 'items' | 'myItemsSell' | 'myItemsBuy';
export type ListView = 'list' | 'card';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilters = (value: unknown): boolean =>
  isRecord(value) &&
  Object.entries(emptyItemFilters).every(
    ([name, empty]) =>
      typeof value[name] === typeof empty && Array.isArray(value[name]) === Array.isArray(empty),
  ) &&
  // A key this version no longer knows (the own-action 'favorite' became 'favourite') would
  // filter every row out: such stored filters are dropped.
  (value.ownActions as unknown[]).every((action) =>
    (ownActionFilters as readonly unknown[]).includes(action),
  );

const isSort = (value: unknown): boolean =>
  isRecord(value) &&
  (itemSortKeys as readonly unknown[]).includes(value.key) &&
  (value.direction === 'asc' || value.direction === 'desc');

const isView = (value: unknown): boolean => value === 'list' || value === 'card';

export function useStoredFilters(list: BrowsingListKey) {
  return useStoredState<ItemFilters>(`dealer.filters.${list}`, emptyItemFilters, isFilters);
}

export function useStoredSort(list: BrowsingListKey) {
  return useStoredState<ItemSort>(`dealer.sort.${list}`, defaultItemSort, isSort);
}

/** My items' sort: null keeps the tab's own order (spec 2, My items: Sort). */
export function useStoredMyItemsSort(list: Exclude<BrowsingListKey, 'items'>) {
  return useStoredState<ItemSort | null>(
    `dealer.sort.${list}`,
    null,
    (value) => value === null || isSort(value),
  );
}

/** Spec 2: the list/card choice (values card or list), remembered per list. */
export function useStoredView(list: BrowsingListKey) {
  return useStoredState<ListView>(`dealer.view.${list}`, 'list', isView);
}

import {
  filterItems,
  sortItems,
  type ItemFilters,
  type ItemListRow,
  type ItemSort,
} from '@dealer/domain';
import { useDeferredValue, useMemo } from 'react';
import { useServerClock } from '../server-clock-context';

/**
 * The rows the filters let through, in the chosen order. Typing stays responsive with 10,000
 * rows: the filtering runs on a deferred copy of the filters.
 */
export function useVisibleItems(
  rows: readonly ItemListRow[] | undefined,
  filters: ItemFilters,
  sort: ItemSort,
) {
  const clock = useServerClock();
  const deferredFilters = useDeferredValue(filters);
  const visible = useMemo(
    () => (rows ? sortItems(filterItems(rows, deferredFilters, new Date(clock.now())), sort) : []),
    [rows, deferredFilters, sort, clock],
  );
  const offices = useMemo(() => findOffices(rows ?? []), [rows]);
  return { visible, offices };
}

/** The office filter offers the offices present in the list (their ids and names). */
export function findOffices(rows: readonly ItemListRow[]) {
  const byId = new Map<number, string>();
  for (const row of rows) {
    if (row.officeId !== null && row.officeName) byId.set(row.officeId, row.officeName);
  }
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

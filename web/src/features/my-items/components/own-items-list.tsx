import {
  filterItems,
  hasActiveFilters,
  ownActionFilters,
  sortItems,
  statusFilters,
  type OwnItemRow,
  type StatusFilter,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { useServerClock } from '../../../lib/server-clock-context';
import { useSession } from '../../../lib/session/session-context';
import { isRowAwaitingAction, sortMyItems, type MyItemsRole } from '../hooks/sort-my-items';
import { useItemStatusText } from '../../../lib/items/use-item-status-text';
import {
  useStoredFilters,
  useStoredMyItemsSort,
  useStoredView,
} from '../../../lib/items/use-list-preferences';
import { findOffices } from '../../../lib/items/use-visible-items';
import { FilterBar } from '../../../components/items/filter-bar';
import { ViewToggle } from '../../../components/items/view-toggle';
import { MyItemRow } from './my-item-row';

/** Spec 9: 60 items per tab; 'Show more' adds 60. */
export const myItemsPageSize = 60;

const cardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  gap: 2,
} as const;

interface OwnItemsListProps {
  rows: readonly OwnItemRow[];
  role: MyItemsRole;
  /** Drafts of the sell tab can be deleted from the list. */
  onDelete?: (row: OwnItemRow) => void;
}

// Spec 2: my items keeps the draft status filter; the buy tab holds no drafts.
const sellStatuses = statusFilters;
const buyStatuses: readonly StatusFilter[] = statusFilters.filter((status) => status !== 'draft');

/**
 * One tab of my items (spec 2): the items page's filters and sort (each remembered per tab; the
 * default order is the tab's own), 60 at a time, as a list or as cards; an item awaiting the
 * organisation's action carries a dot.
 */
export function OwnItemsList({ rows, role, onDelete }: OwnItemsListProps) {
  const { t } = useTranslation();
  const clock = useServerClock();
  const { flags } = useSession();
  const statusText = useItemStatusText();
  const list = role === 'seller' ? 'myItemsSell' : 'myItemsBuy';
  const [view, setView] = useStoredView(list);
  const [filters, setFilters] = useStoredFilters(list);
  const [sort, setSort] = useStoredMyItemsSort(list);
  const deferredFilters = useDeferredValue(filters);
  const [shownCount, setShownCount] = useState(myItemsPageSize);
  const sorted = useMemo(() => {
    const now = new Date(clock.now());
    const kept = filterItems(rows, deferredFilters, now);
    return sort ? sortItems(kept, sort) : sortMyItems(kept, now, role);
  }, [rows, deferredFilters, sort, clock, role]);
  const offices = useMemo(() => findOffices(rows), [rows]);
  const shown = sorted.slice(0, shownCount);
  const testId = role === 'seller' ? 'sell' : 'buy';

  const rowOf = (row: OwnItemRow) => (
    <MyItemRow
      key={row.id}
      row={row}
      statusText={statusText(row)}
      isAwaitingAction={isRowAwaitingAction(row, role)}
      onDelete={onDelete}
    />
  );

  return (
    <>
      <FilterBar
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={setSort}
        defaultSortLabel={t('myItems.sortDefault')}
        offices={offices}
        isProViewer={flags.isProViewer}
        ownActionOptions={ownActionFilters}
        statusOptions={role === 'seller' ? sellStatuses : buyStatuses}
        now={new Date(clock.now())}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" data-testid="my-items-count">
          {hasActiveFilters(filters)
            ? t('items.countFiltered', { visible: sorted.length, total: rows.length })
            : t('myItems.shown', { shown: shown.length, total: sorted.length })}
        </Typography>
        <ViewToggle view={view} onChange={setView} />
      </Box>
      {sorted.length === 0 ? (
        <EmptyState text={t('items.noResults')} />
      ) : view === 'list' ? (
        <Paper sx={{ overflow: 'hidden' }}>
          <List disablePadding data-testid={`${testId}-list`}>
            {shown.map(rowOf)}
          </List>
        </Paper>
      ) : (
        <Box data-testid={`${testId}-cards`} sx={cardGrid}>
          {shown.map((row) => (
            <Paper key={row.id} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {rowOf(row)}
            </Paper>
          ))}
        </Box>
      )}
      {sorted.length > shown.length ? (
        <Box sx={{ display: 'grid', justifyContent: 'center', mt: 2 }}>
          <Button
            onClick={() => setShownCount(shownCount + myItemsPageSize)}
            data-testid="show-more"
          >
            {t('myItems.showMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

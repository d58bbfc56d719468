import {
  defaultSortDirections,
  emptyItemFilters,
  hasActiveFilters,
  itemSortKeys,
  type ItemFilters,
  type ItemSort,
  type ItemSortKey,
  type OwnActionFilter,
  type StatusFilter,
} from '@dealer/domain';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPreloaded } from '../../lib/lazy-preloaded';

// Closed when the page opens: its chips and sliders (MUI's Slider) come after the first rows.
const FilterPanel = lazyPreloaded(() => import('./filter-panel'));

export interface FilterBarProps {
  filters: ItemFilters;
  onFiltersChange: (filters: ItemFilters) => void;
  /** Null: the list's own default order (my items, spec 2), offered as `defaultSortLabel`. */
  sort: ItemSort | null;
  onSortChange: (sort: ItemSort | null) => void;
  defaultSortLabel?: string;
  offices: readonly { id: number; name: string }[];
  /** Spec 2: the auction type filter is shown only to Pro viewers. */
  isProViewer: boolean;
  ownActionOptions: readonly OwnActionFilter[];
  statusOptions: readonly StatusFilter[];
  now: Date;
}

/** Spec 2, Filters and sorting: every filter of the list and the sort. */
export function FilterBar(props: FilterBarProps) {
  const { filters, onFiltersChange, sort, onSortChange } = props;
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const update = (change: Partial<ItemFilters>) => onFiltersChange({ ...filters, ...change });
  const isFiltered = hasActiveFilters(filters);

  return (
    <Paper sx={{ p: 2, mb: 2, display: 'grid', gap: 2 }} data-testid="filter-bar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('items.filters.text')}
          value={filters.text}
          onChange={(event) => update({ text: event.target.value })}
          sx={{ flex: '2 1 240px' }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-text' } }}
        />
        <TextField
          size="small"
          label={t('items.filters.licenseNumber')}
          value={filters.licenseNumber}
          onChange={(event) => update({ licenseNumber: event.target.value })}
          sx={{ flex: '1 1 140px' }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-license-number' } }}
        />
        <SortInput sort={sort} onSortChange={onSortChange} defaultLabel={props.defaultSortLabel} />
        <Badge color="primary" variant="dot" invisible={!isFiltered}>
          <Button
            startIcon={<FilterList />}
            onClick={() => setOpen(!isOpen)}
            aria-expanded={isOpen}
            data-testid="toggle-filters"
          >
            {t(isOpen ? 'items.filters.hide' : 'items.filters.show')}
          </Button>
        </Badge>
        {isFiltered ? (
          <Button onClick={() => onFiltersChange(emptyItemFilters)} data-testid="clear-filters">
            {t('items.filters.clear')}
          </Button>
        ) : null}
      </Box>
      <Collapse in={isOpen} unmountOnExit>
        <Suspense fallback={null}>
          <FilterPanel {...props} update={update} />
        </Suspense>
      </Collapse>
    </Paper>
  );
}

const defaultSortValue = 'default';

function SortInput({
  sort,
  onSortChange,
  defaultLabel,
}: Pick<FilterBarProps, 'sort' | 'onSortChange'> & { defaultLabel: string | undefined }) {
  const { t } = useTranslation();
  const isAscending = sort?.direction === 'asc';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: '1 1 200px' }}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('items.sort.label')}
        value={sort?.key ?? defaultSortValue}
        onChange={(event) => {
          if (event.target.value === defaultSortValue) return onSortChange(null);
          const key = event.target.value as ItemSortKey;
          onSortChange({ key, direction: defaultSortDirections[key] });
        }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sort-select' } as object } }}
      >
        {defaultLabel !== undefined ? (
          <MenuItem value={defaultSortValue} data-testid="sort-default">
            {defaultLabel}
          </MenuItem>
        ) : null}
        {itemSortKeys.map((key) => (
          <MenuItem key={key} value={key} data-testid={`sort-${key}`}>
            {t(`items.sort.key.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      {sort ? (
        <IconButton
          aria-label={t(isAscending ? 'items.sort.ascending' : 'items.sort.descending')}
          onClick={() => onSortChange({ ...sort, direction: isAscending ? 'desc' : 'asc' })}
          data-testid="sort-direction"
        >
          {isAscending ? <ArrowUpward /> : <ArrowDownward />}
        </IconButton>
      ) : null}
    </Box>
  );
}

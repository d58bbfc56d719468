import {
  emptyItemFilters,
  hasActiveFilters,
  type ItemFilters,
  type ItemSort,
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
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { lazyPreloaded } from '../../lib/lazy-preloaded';

// Closed when the page opens: its chips and sliders (MUI's Slider) come after the first rows.
const FilterPanel = lazyPreloaded(() => import('./filter-panel'));
// Rendered at once but fetched beside the page: its menu is not needed for the first rows.
const SortSelect = lazyPreloaded(() => import('./sort-select'));

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
        <OutlinedField
          label={t('items.filters.text')}
          value={filters.text}
          onChange={(text) => update({ text })}
          sx={{ flex: '2 1 240px' }}
          testId="filter-text"
        />
        <OutlinedField
          label={t('items.filters.licenseNumber')}
          value={filters.licenseNumber}
          onChange={(licenseNumber) => update({ licenseNumber })}
          sx={{ flex: '1 1 140px' }}
          testId="filter-license-number"
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

function SortInput({
  sort,
  onSortChange,
  defaultLabel,
}: Pick<FilterBarProps, 'sort' | 'onSortChange'> & { defaultLabel: string | undefined }) {
  const { t } = useTranslation();
  const isAscending = sort?.direction === 'asc';
  const label = t('items.sort.label');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: '1 1 200px' }}>
      {/* Until the select's chunk is here, the same field shows the chosen order, read-only. */}
      <Suspense
        fallback={
          <OutlinedField
            label={label}
            value={sort ? t(`items.sort.key.${sort.key}`) : (defaultLabel ?? '')}
            readOnly
          />
        }
      >
        <SortSelect sort={sort} onSortChange={onSortChange} defaultLabel={defaultLabel} />
      </Suspense>
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

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField always
 * brings Select and its Menu, Popover and Modal, which the list's first screen does not need.
 */
function OutlinedField({
  label,
  value,
  onChange,
  readOnly,
  testId,
  sx,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        readOnly={readOnly}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        inputProps={testId ? { 'data-testid': testId } : undefined}
      />
    </FormControl>
  );
}

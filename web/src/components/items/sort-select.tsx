import {
  defaultSortDirections,
  itemSortKeys,
  type ItemSort,
  type ItemSortKey,
} from '@dealer/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/use-translation';

export const defaultSortValue = 'default';

export interface SortSelectProps {
  sort: ItemSort | null;
  onSortChange: (sort: ItemSort | null) => void;
  /** Null sort's label: the list's own default order (my items, spec 2). */
  defaultLabel: string | undefined;
}

/** The sort key's select: MUI's Select (with its Menu, Popover and Modal) lives in this chunk. */
export default function SortSelect({ sort, onSortChange, defaultLabel }: SortSelectProps) {
  const { t } = useTranslation();
  return (
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
  );
}

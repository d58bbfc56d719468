import type { OwnItemRow } from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerClock } from '../../../../lib/server-clock-context';
import { isRowAwaitingAction, sortMyItems, type MyItemsRole } from '../../hooks/sort-my-items';
import { useItemStatusText } from '../../hooks/use-item-status-text';
import { useStoredView } from '../../hooks/use-list-preferences';
import { ViewToggle } from '../items-list/view-toggle';
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

/**
 * One tab of my items (spec 2): sorted, 60 at a time, as a list or as cards (remembered per
 * tab); an item awaiting the organisation's action carries a dot.
 */
export function OwnItemsList({ rows, role, onDelete }: OwnItemsListProps) {
  const { t } = useTranslation();
  const clock = useServerClock();
  const statusText = useItemStatusText();
  const [view, setView] = useStoredView(role === 'seller' ? 'myItemsSell' : 'myItemsBuy');
  const [shownCount, setShownCount] = useState(myItemsPageSize);
  const sorted = useMemo(() => sortMyItems(rows, new Date(clock.now()), role), [rows, clock, role]);
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" data-testid="my-items-count">
          {t('myItems.shown', { shown: shown.length, total: sorted.length })}
        </Typography>
        <ViewToggle view={view} onChange={setView} />
      </Box>
      {view === 'list' ? (
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

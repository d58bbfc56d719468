import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import type { OwnItemRow } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../lib/error-message';
import { useServerClock } from '../../../../lib/server-clock-context';
import { useCreateDraft } from '../../api/create-draft';
import { useOrganisationItems } from '../../api/organisation-items';
import { sortMyItems } from '../../hooks/sort-my-items';
import { useDeleteDraftFlow } from '../../hooks/use-delete-draft-flow';
import { useItemStatusText } from '../../hooks/use-item-status-text';
import { useStoredView } from '../../hooks/use-list-preferences';
import { ViewToggle } from '../items-list/view-toggle';
import { DeleteDraftDialog } from '../delete-draft-dialog';
import { MyItemRow } from './my-item-row';

/** Spec 9: 60 items per tab; 'Show more' adds 60. */
export const myItemsPageSize = 60;

const cardGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  gap: 2,
} as const;

/**
 * The sell tab (spec 2, My items): the organisation's own items, each a way to its page;
 * drafts can be deleted here; 60 at a time, as a list or as cards.
 */
export function SellList({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const clock = useServerClock();
  const statusText = useItemStatusText();
  const { data: rows, error } = useOrganisationItems(organisationId);
  const deleteFlow = useDeleteDraftFlow(null);
  const [view, setView] = useStoredView('myItemsSell');
  const [shownCount, setShownCount] = useState(myItemsPageSize);
  const sorted = useMemo(
    () => (rows ? sortMyItems(rows, new Date(clock.now())) : []),
    [rows, clock],
  );

  if (error) return <Alert severity="error">{t(errorMessageKey(error))}</Alert>;
  if (!rows) return <CircularProgress aria-label={t('app.loading')} />;
  if (rows.length === 0) return <EmptySellList />;

  const shown = sorted.slice(0, shownCount);
  const rowOf = (row: OwnItemRow) => (
    <MyItemRow
      key={row.id}
      row={row}
      statusText={statusText(row)}
      onDelete={() => deleteFlow.ask(row.id, organisationId)}
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
          <List disablePadding data-testid="sell-list">
            {shown.map(rowOf)}
          </List>
        </Paper>
      ) : (
        <Box data-testid="sell-cards" sx={cardGrid}>
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
      <DeleteDraftDialog flow={deleteFlow} />
    </>
  );
}

/** Spec 2: an empty sell tab offers to create the first draft. */
function EmptySellList() {
  const { t } = useTranslation();
  const createDraft = useCreateDraft();
  return (
    <Paper
      data-testid="empty-state"
      sx={{ p: 5, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
    >
      <Typography color="text.secondary">{t('myItems.sellEmpty')}</Typography>
      <Button
        variant="contained"
        startIcon={<AddCircleOutline />}
        onClick={() => createDraft.mutate('')}
        loading={createDraft.isPending}
        disabled={!createDraft.canCreate}
        data-testid="create-new-draft"
      >
        {t('myItems.createNew')}
      </Button>
    </Paper>
  );
}

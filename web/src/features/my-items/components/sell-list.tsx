import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessageKey } from '../../../lib/error-message';
import { useCreateDraft, useDeleteDraftFlow, DeleteDraftDialog } from '../../drafts';
import { useOrganisationItems } from '../../../lib/items/organisation-items';
import { OwnItemsList } from './own-items-list';

/**
 * The sell tab (spec 2, My items): the organisation's own items, each a way to its page;
 * drafts can be deleted here.
 */
export function SellList({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const { data: rows, error } = useOrganisationItems(organisationId);
  const deleteFlow = useDeleteDraftFlow(null);

  if (error) return <Alert severity="error">{t(errorMessageKey(error))}</Alert>;
  if (!rows) return <CircularProgress aria-label={t('app.loading')} />;
  if (rows.length === 0) return <EmptySellList />;
  return (
    <>
      <OwnItemsList
        rows={rows}
        role="seller"
        onDelete={(row) => deleteFlow.ask(row.id, organisationId)}
      />
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

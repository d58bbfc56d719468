import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Publish from '@mui/icons-material/PublishOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useDraftEditor, type PublishFlow } from '../../drafts';
import { IncompleteSections } from './incomplete-sections';

interface DraftActionsPanelProps {
  publishFlow: PublishFlow;
  onDelete: () => void;
}

/** The draft actions panel (spec 2): how complete the draft is, publish and delete. */
export function DraftActionsPanel({ publishFlow, onDelete }: DraftActionsPanelProps) {
  const { t } = useTranslation();
  const { review, saver } = useDraftEditor();
  const valid = review.sections.reduce((sum, section) => sum + section.valid, 0);
  const total = review.sections.reduce((sum, section) => sum + section.total, 0);

  return (
    <Paper sx={{ p: 2 }} data-testid="draft-actions">
      <Stack spacing={1.5}>
        <Typography variant="h3">{t('publish.panelTitle')}</Typography>
        <div>
          <Typography variant="body2" color="text.secondary" data-testid="draft-progress">
            {t('itemPage.progress', { valid, total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 0 : (valid / total) * 100}
            aria-hidden
            sx={{ mt: 0.5 }}
          />
        </div>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {saver.isSaving ? t('itemPage.saving') : t('itemPage.savedAutomatically')}
        </Typography>
        <IncompleteSections sections={publishFlow.incompleteSections} />
        <Button
          variant="contained"
          startIcon={<Publish />}
          onClick={publishFlow.start}
          data-testid="publish"
        >
          {t('publish.action')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onDelete}
          data-testid="delete-draft"
        >
          {t('drafts.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

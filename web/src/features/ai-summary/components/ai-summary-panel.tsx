import { ReviewType, type AiSummary } from '@dealer/domain';
import AutoAwesome from '@mui/icons-material/AutoAwesomeOutlined';
import Notes from '@mui/icons-material/NotesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useStoredState } from '../../../lib/use-stored-state';
import { Thumbs, useReviews, useSaveReview } from '../../reviews';
import { useAiSummary } from '../api/ai-summary';

/** Spec 7: local storage keeps the AI summary's open state. */
export const aiSummaryOpenKey = 'dealer.aiSummary.open';
const isBoolean = (value: unknown) => typeof value === 'boolean';

/** Who wrote it: a model by name, or the template, which never poses as a model. */
function WrittenBy({ summary }: { summary: AiSummary }) {
  const { t } = useTranslation();
  const isModel = summary.writer === 'model';
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
      data-testid="ai-summary-writer"
      data-writer={summary.writer}
    >
      {isModel ? <AutoAwesome fontSize="inherit" /> : <Notes fontSize="inherit" />}
      {isModel
        ? t('aiSummary.writtenByModel', { model: summary.model ?? '' })
        : t('aiSummary.writtenByTemplate')}
    </Typography>
  );
}

/** Thumbs up or down with an optional comment, kept as the viewer's review of type AISummary. */
function SummaryFeedback({ itemId, organisationId }: { itemId: number; organisationId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: reviews = [] } = useReviews(itemId);
  const own =
    reviews.find((review) => review.reviewType === ReviewType.AISummary && review.isMine) ?? null;
  const save = useSaveReview(itemId);
  const [thumbsUp, setThumbsUp] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const shownThumb = thumbsUp ?? own?.thumbsUp ?? null;

  const send = async () => {
    if (shownThumb === null) return;
    const description = comment.trim() || own?.description || null;
    try {
      await save.mutateAsync(
        own
          ? { id: own.id, reviewType: ReviewType.AISummary, thumbsUp: shownThumb, description }
          : { organisationId, reviewType: ReviewType.AISummary, thumbsUp: shownThumb, description },
      );
      setThumbsUp(null);
      setComment('');
      toast.success('aiSummary.thanks');
    } catch {
      toast.error('aiSummary.saveFailed');
    }
  };

  return (
    <Stack spacing={1} data-testid="ai-summary-feedback">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('aiSummary.helpful')}</Typography>
        <Thumbs value={shownThumb} onChange={setThumbsUp} />
      </Box>
      {thumbsUp !== null ? (
        <>
          <TextField
            size="small"
            label={t('aiSummary.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            data-testid="ai-summary-comment"
          />
          <Button
            variant="contained"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            disabled={save.isPending}
            onClick={() => void send()}
            data-testid="ai-summary-send"
          >
            {t('aiSummary.send')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

/** Spec 2, AI summary: its open state remembered locally; who wrote it named. */
export function AiSummaryPanel({
  itemId,
  organisationId,
}: {
  itemId: number;
  organisationId: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: summary, isPending } = useAiSummary(itemId);
  const [isOpen, setOpen] = useStoredState(aiSummaryOpenKey, true, isBoolean);
  return (
    <Box data-testid="ai-summary">
      <Button
        size="small"
        onClick={() => setOpen(!isOpen)}
        aria-expanded={isOpen}
        data-testid="ai-summary-toggle"
      >
        {isOpen ? t('aiSummary.hide') : t('aiSummary.show')}
      </Button>
      <Collapse in={isOpen}>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {!isPending && !summary ? (
            <Typography color="text.secondary">{t('aiSummary.none')}</Typography>
          ) : null}
          {summary ? (
            <>
              <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="ai-summary-text">
                {summary.texts[locale]}
              </Typography>
              <WrittenBy summary={summary} />
              <SummaryFeedback itemId={itemId} organisationId={organisationId} />
            </>
          ) : null}
        </Stack>
      </Collapse>
    </Box>
  );
}

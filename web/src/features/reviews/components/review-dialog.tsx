import {
  findReviewContentBlock,
  reviewDescriptionMaxLength,
  showsReviewCounter,
  type Review,
  type ReviewType,
} from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSaveReview } from '../api/reviews';
import { Thumbs } from './thumbs';

interface ReviewDialogProps {
  itemId: number;
  organisationId: number;
  reviewType: ReviewType;
  /** The viewer's own review, when they change it. */
  existing: Review | null;
  onClose: () => void;
}

/** Spec 2, review dialog: a thumb and a reason of at most 500 characters (a counter above 400). */
export function ReviewDialog({
  itemId,
  organisationId,
  reviewType,
  existing,
  onClose,
}: ReviewDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveReview(itemId);
  const [thumbsUp, setThumbsUp] = useState<boolean | null>(existing?.thumbsUp ?? null);
  const [description, setDescription] = useState(existing?.description ?? '');

  const submit = async () => {
    // Spec 8: "reason or thumb needs to be entered", before anything is sent.
    if (findReviewContentBlock({ reviewType, thumbsUp, description })) {
      toast.error('reviews.missingInfo');
      return;
    }
    try {
      const text = description.trim() || null;
      await save.mutateAsync(
        existing
          ? { id: existing.id, reviewType, thumbsUp, description: text }
          : { organisationId, reviewType, thumbsUp, description: text },
      );
      toast.success('reviews.saved');
      onClose();
    } catch {
      toast.error('reviews.saveFailed');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="review-dialog">
      <DialogTitle>
        {t(reviewType === 1 ? 'reviews.titleAuctioneer' : 'reviews.titleBuyer')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Thumbs value={thumbsUp} onChange={setThumbsUp} />
          <TextField
            label={t('reviews.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: reviewDescriptionMaxLength } }}
            helperText={
              showsReviewCounter(description.length)
                ? t('reviews.counter', {
                    count: description.length,
                    max: reviewDescriptionMaxLength,
                  })
                : ' '
            }
            data-testid="review-description"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reviews.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending}
          data-testid="review-save"
        >
          {t('reviews.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

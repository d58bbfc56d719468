import { cutReview, reviewCutLength } from '@dealer/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** Spec 2: a review over 215 characters shows cut, with a control to show it whole. */
export function ReviewText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const shown = cutReview(text, isExpanded);
  return (
    <>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="review-text"
      >
        {shown.text}
      </Typography>
      {text.length > reviewCutLength ? (
        <Button size="small" onClick={() => setExpanded(!isExpanded)} data-testid="review-expand">
          {isExpanded ? t('reviews.showLess') : t('reviews.showMore')}
        </Button>
      ) : null}
    </>
  );
}

import { ReviewType, type Review } from '@dealer/domain';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useReviews } from '../api/reviews';
import { ReviewDialog } from './review-dialog';
import { ReviewText } from './review-text';

interface ReviewsPanelProps {
  itemId: number;
  organisationId: number;
  /** Which review the viewer writes: the auctioneer's or the winning buyer's. */
  reviewType: typeof ReviewType.Auctioneer | typeof ReviewType.Buyer;
  /** The viewer may write it now (the server decides in the end). */
  canReview: boolean;
}

function ReviewEntry({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`review-${review.reviewType}`}>
      <Typography variant="subtitle2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {t(review.reviewType === ReviewType.Auctioneer ? 'reviews.bySeller' : 'reviews.byBuyer')}
        {review.thumbsUp === true ? (
          <ThumbUp fontSize="small" color="success" titleAccess={t('reviews.thumbUp')} />
        ) : review.thumbsUp === false ? (
          <ThumbDown fontSize="small" color="error" titleAccess={t('reviews.thumbDown')} />
        ) : null}
      </Typography>
      {review.description ? <ReviewText text={review.description} /> : null}
    </Box>
  );
}

/** The sale's reviews for its parties, and the viewer's own review to write or change. */
export function ReviewsPanel({ itemId, organisationId, reviewType, canReview }: ReviewsPanelProps) {
  const { t } = useTranslation();
  const { data: reviews = [] } = useReviews(itemId);
  const [isOpen, setOpen] = useState(false);
  const sale = reviews.filter((review) => review.reviewType !== ReviewType.AISummary);
  const own = sale.find((review) => review.reviewType === reviewType && review.isMine) ?? null;
  const isTaken = sale.some((review) => review.reviewType === reviewType);
  return (
    <Paper sx={{ p: 2 }} data-testid="reviews">
      <Stack spacing={1.5}>
        <Typography variant="h3">{t('reviews.title')}</Typography>
        {sale.length === 0 ? (
          <Typography color="text.secondary">{t('reviews.none')}</Typography>
        ) : null}
        {sale.map((review) => (
          <ReviewEntry key={review.id} review={review} />
        ))}
        {own || (canReview && !isTaken) ? (
          <Button variant="outlined" onClick={() => setOpen(true)} data-testid="review-open">
            {own ? t('reviews.change') : t('reviews.write')}
          </Button>
        ) : null}
      </Stack>
      {isOpen ? (
        <ReviewDialog
          itemId={itemId}
          organisationId={organisationId}
          reviewType={reviewType}
          existing={own}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Paper>
  );
}

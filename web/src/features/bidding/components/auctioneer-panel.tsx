import { findAuctioneerStep, type AuctionItem } from '@dealer/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BidSummary } from './bid-summary';
import { HistoryButton } from './history-button';
import { LatestConfirmation } from './latest-confirmation';
import { SaleConfirmationForms } from './sale-confirmation-forms';

// Only an ended item that waits for its auctioneer needs it.
const FinishSaleDialog = lazy(() =>
  import('./finish-sale-dialog').then((module) => ({ default: module.FinishSaleDialog })),
);

/**
 * The item's auctioneer's panel (spec 2 and 4): the live price, counts and the bid history;
 * after the end, finishing the sale of an item that waits (choose a bid or 'no buyer'), or, when
 * the price reservation was exceeded, a Finish prompt; then confirming it sold or not sold, and
 * the latest confirmation.
 */
export function AuctioneerPanel({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const [isFinishOpen, setFinishOpen] = useState<boolean | null>(null);
  const [hasFinishedReservation, setFinishedReservation] = useState(false);
  const step = findAuctioneerStep(item);
  const isWaiting = step === 'finish';
  const isReservationPrompt = step === 'reservationExceeded' && !hasFinishedReservation;

  return (
    <Paper
      component="section"
      aria-label={t('afterSale.panel')}
      data-testid="auctioneer-panel"
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <BidSummary item={item} />
        <div>
          <HistoryButton itemId={item.id} />
        </div>
        {isWaiting ? (
          <>
            <Typography variant="body2" data-testid="finish-prompt">
              {t('afterSale.finishPrompt')}
            </Typography>
            <Button
              variant="contained"
              onClick={() => setFinishOpen(true)}
              data-testid="finish-sale-button"
            >
              {t('afterSale.finish')}
            </Button>
          </>
        ) : isReservationPrompt ? (
          <>
            <Typography variant="body2" data-testid="finish-prompt">
              {t('afterSale.reservationExceededPrompt')}
            </Typography>
            <Button
              variant="contained"
              onClick={() => setFinishedReservation(true)}
              data-testid="finish-sale-button"
            >
              {t('afterSale.finish')}
            </Button>
          </>
        ) : (
          <SaleConfirmationForms item={item} />
        )}
        <LatestConfirmation confirmations={item.confirmations} />
      </Stack>
      {isFinishOpen !== null ? (
        <Suspense fallback={null}>
          <FinishSaleDialog
            open={isFinishOpen && isWaiting}
            item={item}
            onClose={() => setFinishOpen(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

import { formatEuros, minimumBid, type ItemListRow, itemReferenceOf } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid';
import { useBidder } from '../hooks/use-bidder';
import { findBiddingErrorKey } from '../lib/bidding-errors';

/**
 * Confirm or reject a quick bid of the current price plus the minimum raise (spec 2; the raise
 * as the domain's `raiseOf`). Spec 5: it needs the item id and a selected organisation.
 */
export function QuickBidDialog({ row, onClose }: { row: ItemListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const titleId = useId();
  const bidder = useBidder();
  const placeBid = usePlaceBid(row.id);
  const price = minimumBid(row, row.priceNow);
  const euros = formatEuros(price, locale);

  const handleConfirm = () => {
    if (!row.id || bidder.organisationId === null) {
      toast.error('toast.missingInfo');
      return onClose();
    }
    placeBid.mutate(
      {
        price,
        priceNow: row.priceNow,
        organisationId: bidder.organisationId,
        ...(bidder.officeId === null ? {} : { officeId: bidder.officeId }),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          toast.error(findBiddingErrorKey(error, 'bid'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={placeBid.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      data-testid="quick-bid-dialog"
    >
      <DialogTitle id={titleId}>{t('bidding.quickBid.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="quick-bid-text">
          {t('bidding.quickBid.text', { price: euros, reference: itemReferenceOf(row) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={placeBid.isPending} data-testid="quick-bid-reject">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={handleConfirm}
          loading={placeBid.isPending}
          data-testid="quick-bid-confirm"
        >
          {t('bidding.quickBid.confirm', { price: euros })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

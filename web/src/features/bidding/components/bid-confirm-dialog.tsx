import { formatEuros } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';

interface BidConfirmDialogProps {
  open: boolean;
  /** The bid to confirm. */
  amount: number;
  /** The lowest bid now: the live one, or the server's after a 409 price_changed. */
  minimum: number;
  reference: string;
  /** What the buyer pays in all for the bid (office fee and VAT, issue 11). */
  landedCost?: ReactNode;
  isPending: boolean;
  onRefresh: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 2: a bid is confirmed first. When it is under the current minimum (the price moved while
 * the user looked, or the server said so), the dialog says the price was updated and offers to
 * raise the bid to the new minimum instead.
 */
export function BidConfirmDialog({
  open,
  amount,
  minimum,
  reference,
  landedCost,
  isPending,
  onRefresh,
  onConfirm,
  onCancel,
}: BidConfirmDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const isBelowMinimum = amount < minimum;

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      data-testid="bid-confirm-dialog"
    >
      <DialogTitle id={titleId}>{t('bidding.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="bid-confirm-text">
          {t('bidding.confirm.text', {
            price: formatEuros(amount, locale),
            reference,
          })}
        </DialogContentText>
        {landedCost ? <div style={{ marginTop: 8 }}>{landedCost}</div> : null}
        {isBelowMinimum ? (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            data-testid="bid-price-updated"
            action={
              <Button color="inherit" size="small" onClick={onRefresh} data-testid="bid-refresh">
                {t('bidding.confirm.refresh')}
              </Button>
            }
          >
            {t('bidding.confirm.priceUpdated', { minimum: formatEuros(minimum, locale) })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending} data-testid="bid-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          loading={isPending}
          disabled={isBelowMinimum}
          data-testid="bid-confirm"
        >
          {t('bidding.confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

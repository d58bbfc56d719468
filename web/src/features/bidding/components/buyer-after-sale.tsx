import { findBuyerConfirmBlock, type AuctionItem } from '@dealer/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useBuyerConfirm } from '../api/after-sale';
import { LatestConfirmation } from './latest-confirmation';

/** After the end, the winning organisation confirms its purchase (spec 4) and sees the latest confirmation. */
export function BuyerAfterSale({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const buyerConfirm = useBuyerConfirm(item.id);
  const isWinner = item.winnerMarker !== null && item.winnerMarker === item.ownBidderMarker;
  const canConfirm = findBuyerConfirmBlock(item, isWinner) === null;

  const handleConfirm = () =>
    buyerConfirm.mutate(undefined, {
      onSuccess: () => toast.success('toast.saved'),
      onError: () => toast.error('toast.confirmationError'),
    });

  if (!canConfirm && item.confirmations.length === 0) return null;
  return (
    <Stack spacing={1}>
      {canConfirm ? (
        <>
          <Typography variant="body2">{t('afterSale.buyerConfirmText')}</Typography>
          <Button
            variant="contained"
            onClick={handleConfirm}
            loading={buyerConfirm.isPending}
            data-testid="buyer-confirm"
          >
            {t('afterSale.buyerConfirm')}
          </Button>
        </>
      ) : null}
      <LatestConfirmation confirmations={item.confirmations} />
    </Stack>
  );
}

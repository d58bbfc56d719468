import {
  findAuctioneerConfirmBlock,
  parseIntegerInput,
  type AuctionItem,
  type AuctioneerConfirmRequest,
  confirmationDescriptionMaxLength as descriptionMaxLength,
} from '@dealer/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useAuctioneerConfirm } from '../api/after-sale';

/**
 * Spec 4: the auctioneer confirms an ended item sold (the price prefilled with the winning
 * price, editable) or not sold (a description is required: 'missing info' without one).
 */
export function SaleConfirmationForms({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useAuctioneerConfirm(item.id);
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const canConfirmSold = findAuctioneerConfirmBlock(item, true) === null;
  const canConfirmNotSold = findAuctioneerConfirmBlock(item, false) === null;
  const winningPrice = item.soldPrice ?? item.priceNow;
  const priceText = typedPrice ?? (winningPrice === null ? '' : String(winningPrice));
  const price = parseIntegerInput(priceText);
  const isPriceValid = price !== null && price > 0;

  const send = (request: AuctioneerConfirmRequest) =>
    confirm.mutate(request, {
      onSuccess: () => toast.success('toast.saved'),
      onError: () => toast.error('toast.confirmationError'),
    });

  const handleNotSold = () => {
    const reason = description.trim();
    if (!reason) return toast.error('toast.missingInfo');
    send({ isSold: false, description: reason });
  };

  if (!canConfirmSold && !canConfirmNotSold) return null;
  return (
    <Stack spacing={1.5}>
      {canConfirmSold ? (
        <Stack spacing={1}>
          <TextField
            size="small"
            label={t('afterSale.soldPrice')}
            value={priceText}
            onChange={(event) => setTypedPrice(event.target.value)}
            error={!isPriceValid}
            helperText={isPriceValid ? undefined : t('validation.integer')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'confirm-sold-price' } }}
          />
          <Button
            variant="contained"
            color="success"
            disabled={!isPriceValid || confirm.isPending}
            onClick={() => price !== null && send({ isSold: true, price })}
            data-testid="confirm-sold"
          >
            {t('afterSale.confirmSold')}
          </Button>
        </Stack>
      ) : null}
      {canConfirmNotSold ? (
        <Stack spacing={1}>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('afterSale.notSoldReason')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{
              htmlInput: {
                maxLength: descriptionMaxLength,
                'data-testid': 'confirm-not-sold-description',
              },
            }}
          />
          <Button
            variant="outlined"
            disabled={confirm.isPending}
            onClick={handleNotSold}
            data-testid="confirm-not-sold"
          >
            {t('afterSale.confirmNotSold')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

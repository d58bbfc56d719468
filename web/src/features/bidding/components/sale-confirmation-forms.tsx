import {
  confirmNotSoldFormSchema,
  confirmSoldFormSchema,
  findAuctioneerConfirmBlock,
  type AuctionItem,
  type AuctioneerConfirmRequest,
  confirmationDescriptionMaxLength as descriptionMaxLength,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
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
  const canConfirmSold = findAuctioneerConfirmBlock(item, true) === null;
  const canConfirmNotSold = findAuctioneerConfirmBlock(item, false) === null;
  const winningPrice = item.soldPrice ?? item.priceNow;
  // The price follows the winning price until the user types (the schemas are the server's).
  const sold = useForm({
    resolver: zodResolver(confirmSoldFormSchema),
    mode: 'onChange',
    values: { price: winningPrice === null ? '' : String(winningPrice) },
    resetOptions: { keepDirtyValues: true },
  });
  const notSold = useForm({
    resolver: zodResolver(confirmNotSoldFormSchema),
    defaultValues: { description: '' },
  });
  const isPriceValid = sold.formState.errors.price === undefined;

  const send = (request: AuctioneerConfirmRequest) =>
    confirm.mutate(request, {
      onSuccess: () => toast.success('toast.saved'),
      onError: () => toast.error('toast.confirmationError'),
    });

  const confirmSold = sold.handleSubmit(send);
  // Spec 4: 'missing info' without a description.
  const confirmNotSold = notSold.handleSubmit(send, () => toast.error('toast.missingInfo'));

  if (!canConfirmSold && !canConfirmNotSold) return null;
  return (
    <Stack spacing={1.5}>
      {canConfirmSold ? (
        <Stack spacing={1}>
          <TextField
            size="small"
            label={t('afterSale.soldPrice')}
            {...sold.register('price')}
            error={!isPriceValid}
            helperText={isPriceValid ? undefined : t('validation.integer')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'confirm-sold-price' } }}
          />
          <Button
            variant="contained"
            color="success"
            disabled={!isPriceValid || confirm.isPending}
            onClick={() => void confirmSold()}
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
            {...notSold.register('description')}
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
            onClick={() => void confirmNotSold()}
            data-testid="confirm-not-sold"
          >
            {t('afterSale.confirmNotSold')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

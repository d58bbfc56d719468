import { finishSaleFormSchema, type AuctionItem } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { narrowMediaQuery } from '../../../app/layout';
import { useToast } from '../../../components/toast/toast-context';
import { useSetWinningBid } from '../api/after-sale';
import { useTopBids } from '../api/top-bids';
import { findFinishOptions } from '../lib/finish-options';
import { FinishOptionCard, NoBuyerCard } from './finish-option-card';

/** The chosen card: a bid by its id, 'no buyer', or nothing yet. */
type Choice = number | 'none' | null;

interface FinishSaleDialogProps {
  open: boolean;
  item: AuctionItem;
  onClose: () => void;
}

/**
 * The finish-the-sale dialog (spec 2 and 4): persistent, 900 wide, full screen on small
 * screens. The best bid of each bidding organisation as a card, and 'no buyer'; the agreed
 * price (required unless 'no buyer', prefilled with the chosen bid's).
 */
export function FinishSaleDialog({ open, item, onClose }: FinishSaleDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const isNarrow = useMediaQuery(narrowMediaQuery, { noSsr: true });
  const { data: bids, isError, errorUpdatedAt } = useTopBids(item.id, open);
  const setWinningBid = useSetWinningBid(item.id);
  const options = useMemo(() => findFinishOptions(bids ?? []), [bids]);
  const empty: { choice: Choice; price: string } = { choice: null, price: '' };
  const { register, handleSubmit, control, reset, setValue } = useForm({
    resolver: zodResolver(finishSaleFormSchema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const [choice, price] = useWatch({ control, name: ['choice', 'price'] });
  // The schema on what is shown now (formState's validity follows a render later).
  const canConfirm = finishSaleFormSchema.safeParse({ choice, price }).success;
  const isPriceValid = choice === 'none' || canConfirm;

  useEffect(() => {
    if (isError) toast.error('toast.generalGetError');
  }, [isError, errorUpdatedAt, toast]);

  const choose = (next: Choice) => {
    const bid = options.find((option) => option.bidId === next);
    setValue('choice', next);
    setValue('price', bid ? String(bid.price) : '', { shouldValidate: true });
  };

  const confirm = handleSubmit((request) =>
    setWinningBid.mutate(request, {
      onSuccess: () => {
        toast.success('toast.saved');
        onClose();
      },
      // Spec 8: the general save error; the dialog stops loading and stays.
      onError: () => toast.error('toast.generalSaveError'),
    }),
  );

  return (
    // Persistent (spec 2): without onClose neither the backdrop nor Escape closes it.
    <Dialog
      open={open}
      aria-labelledby={titleId}
      fullScreen={isNarrow}
      maxWidth={false}
      data-testid="finish-sale-dialog"
      slotProps={{
        paper: { sx: isNarrow ? undefined : { width: 900, maxWidth: 'calc(100% - 32px)' } },
        transition: { onExited: () => reset(empty) },
      }}
    >
      <DialogTitle id={titleId}>{t('finishDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('finishDialog.text')}</DialogContentText>
        {isError ? <Alert severity="error">{t('toast.generalGetError')}</Alert> : null}
        {!bids && !isError ? <CircularProgress aria-label={t('app.loading')} /> : null}
        <Box
          role="radiogroup"
          aria-label={t('finishDialog.options')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 2,
            mb: 2,
          }}
        >
          {options.map((bid) => (
            <FinishOptionCard
              key={bid.bidId}
              bid={bid}
              isSelected={choice === bid.bidId}
              onSelect={() => choose(bid.bidId)}
            />
          ))}
          <NoBuyerCard isSelected={choice === 'none'} onSelect={() => choose('none')} />
        </Box>
        <TextField
          label={t('finishDialog.price')}
          {...register('price')}
          disabled={choice === null || choice === 'none'}
          required={choice !== 'none'}
          error={choice !== null && !isPriceValid}
          helperText={choice !== null && !isPriceValid ? t('validation.integer') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'finish-price' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={setWinningBid.isPending} data-testid="finish-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!canConfirm}
          loading={setWinningBid.isPending}
          data-testid="finish-confirm"
        >
          {t('finishDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

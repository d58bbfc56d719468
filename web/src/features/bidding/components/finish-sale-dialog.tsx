import { parseIntegerInput, type AuctionItem } from '@dealer/domain';
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
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [choice, setChoice] = useState<Choice>(null);
  const [priceText, setPriceText] = useState('');
  const price = parseIntegerInput(priceText);
  const isPriceValid = choice === 'none' || (price !== null && price > 0);

  useEffect(() => {
    if (isError) toast.error('toast.generalGetError');
  }, [isError, errorUpdatedAt, toast]);

  const choose = (next: Choice) => {
    setChoice(next);
    const bid = options.find((option) => option.bidId === next);
    setPriceText(bid ? String(bid.price) : '');
  };

  const handleConfirm = () => {
    if (choice === null || !isPriceValid) return;
    const request = choice === 'none' ? { bidId: null } : { bidId: choice, price };
    setWinningBid.mutate(request, {
      onSuccess: () => {
        toast.success('toast.saved');
        onClose();
      },
      // Spec 8: the general save error; the dialog stops loading and stays.
      onError: () => toast.error('toast.generalSaveError'),
    });
  };

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
        transition: {
          onExited: () => {
            setChoice(null);
            setPriceText('');
          },
        },
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
          value={priceText}
          onChange={(event) => setPriceText(event.target.value)}
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
          onClick={handleConfirm}
          disabled={choice === null || !isPriceValid}
          loading={setWinningBid.isPending}
          data-testid="finish-confirm"
        >
          {t('finishDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

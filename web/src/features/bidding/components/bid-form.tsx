import { formatEuros, parseIntegerInput, type AuctionItem, itemReferenceOf } from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid';
import { useBidder } from '../hooks/use-bidder';
import { bidInputId } from '../lib/bid-panel-anchor';
import { findBiddingErrorKey } from '../lib/bidding-errors';
import type { BidState } from '../lib/bid-state';
import { BidConfirmDialog } from './bid-confirm-dialog';
import { LandedCostNote } from '../../after-sale';

interface BidRequestDraft {
  amount: number;
  /** The price the user saw (spec: sent as priceNow, so a moved price answers 409). */
  priceNow: number | null;
}

/** What a 409 price_changed told: the price and the minimum now. */
interface ServerPrice {
  priceNow: number | null;
  minimumBid: number;
}

const serverPriceOf = (error: unknown): ServerPrice | null => {
  if (!isApiError(error) || error.code !== 'price_changed') return null;
  const { priceNow, minimumBid } = error.details ?? {};
  return typeof minimumBid === 'number'
    ? { minimumBid, priceNow: typeof priceNow === 'number' ? priceNow : null }
    : null;
};

/**
 * The bid input (prefilled with the minimum, which it follows until the user types) and the
 * bid button, which asks for a confirmation first (spec 2).
 */
export function BidForm({ item, state }: { item: AuctionItem; state: BidState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const bidder = useBidder();
  const placeBid = usePlaceBid(item.id);
  const [typed, setTyped] = useState<string | null>(null);
  const [request, setRequest] = useState<BidRequestDraft | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [serverPrice, setServerPrice] = useState<ServerPrice | null>(null);

  // Spec 4: when the bid machine is exceeded, the bid value is reset.
  const isMachineExceeded = item.bidMachine?.isExceeded ?? false;
  const [seenExceeded, setSeenExceeded] = useState(isMachineExceeded);
  if (seenExceeded !== isMachineExceeded) {
    setSeenExceeded(isMachineExceeded);
    if (isMachineExceeded) setTyped(null);
  }

  const text = typed ?? String(state.minimum);
  const amount = parseIntegerInput(text);
  const problem =
    amount === null || amount === 0
      ? t('validation.integer')
      : amount > state.maximum
        ? t('validation.max', { max: formatEuros(state.maximum, locale) })
        : amount < state.minimum
          ? t('validation.min', { min: formatEuros(state.minimum, locale) })
          : null;
  const isDisabled = state.block !== null;
  // Under the minimum the dialog still opens: it says the price was updated (spec 2).
  const canAsk = !isDisabled && amount !== null && amount > 0 && amount <= state.maximum;
  const minimumNow = Math.max(state.minimum, serverPrice?.minimumBid ?? 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAsk) return;
    setServerPrice(null);
    setRequest({ amount, priceNow: item.priceNow });
    setConfirming(true);
  };

  const handleRefresh = () => {
    setTyped(String(minimumNow));
    setRequest({ amount: minimumNow, priceNow: serverPrice?.priceNow ?? item.priceNow });
  };

  const handleConfirm = () => {
    if (!request || bidder.organisationId === null) return;
    placeBid.mutate(
      {
        price: request.amount,
        priceNow: request.priceNow,
        organisationId: bidder.organisationId,
        ...(bidder.officeId === null ? {} : { officeId: bidder.officeId }),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          setConfirming(false);
          setTyped(null);
        },
        onError: (error) => {
          const price = serverPriceOf(error);
          // The dialog stays and says the price was updated (spec 2).
          if (price) return setServerPrice(price);
          setConfirming(false);
          toast.error(findBiddingErrorKey(error, 'bid'));
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={bidInputId}
        label={t('bidding.amount')}
        value={text}
        onChange={(event) => setTyped(event.target.value)}
        disabled={isDisabled}
        error={!isDisabled && problem !== null}
        helperText={isDisabled ? undefined : problem}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'bid-input' } }}
      />
      {!isDisabled && amount !== null && problem === null ? (
        // What the buyer pays in all for this bid: the invoice's rule (issue 11).
        <LandedCostNote price={amount} item={item} />
      ) : null}
      <Button type="submit" variant="contained" disabled={!canAsk} data-testid="bid-button">
        {t('bidding.bid')}
      </Button>
      {request ? (
        <BidConfirmDialog
          open={isConfirming}
          amount={request.amount}
          minimum={minimumNow}
          reference={itemReferenceOf(item)}
          landedCost={<LandedCostNote price={request.amount} item={item} />}
          isPending={placeBid.isPending}
          onRefresh={handleRefresh}
          onConfirm={handleConfirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Box>
  );
}

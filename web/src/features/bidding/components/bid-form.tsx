import {
  bidBoxAmountOf,
  parseIntegerInput,
  findAmountProblem,
  formatEuros,
  itemReferenceOf,
  type AuctionItem,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid';
import { useBidder } from '../hooks/use-bidder';
import { bidInputId } from '../lib/bid-panel-anchor';
import { findBiddingErrorKey } from '../lib/bidding-errors';
import type { BidState } from '../lib/bid-state';
import { BidConfirmDialog } from './bid-confirm-dialog';
import { LandedCostNote } from '../../../components/landed-cost-note';

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
  const [request, setRequest] = useState<BidRequestDraft | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [serverPrice, setServerPrice] = useState<ServerPrice | null>(null);
  const limits = { minimum: state.minimum, maximum: state.maximum };
  // What the user typed; null while the box is prefilled with the minimum, which it follows
  // until the user types. One field with the domain's rule needs no form library: a buyer's
  // item page loads neither one nor zod (issue 10).
  const [typedText, setTypedText] = useState<string | null>(null);
  const typed = typedText ?? String(state.minimum);

  // Spec 4: when the bid machine is exceeded, the bid value is reset (state adjusted while
  // rendering, React's pattern for state that follows a change).
  const isMachineExceeded = item.bidMachine?.isExceeded ?? false;
  const [wasMachineExceeded, setWasMachineExceeded] = useState(isMachineExceeded);
  if (isMachineExceeded !== wasMachineExceeded) {
    setWasMachineExceeded(isMachineExceeded);
    if (isMachineExceeded) setTypedText(null);
  }

  // The rule on what is typed now: it names the limit a bid breaks. Under the minimum the
  // dialog still opens and says the price was updated (spec 2).
  const problem = findAmountProblem(typed, limits);
  const problemText =
    problem?.key === 'min'
      ? t('validation.min', { min: formatEuros(problem.min, locale) })
      : problem?.key === 'max'
        ? t('validation.max', { max: formatEuros(problem.max, locale) })
        : problem
          ? t('validation.integer')
          : null;
  const isDisabled = state.block !== null;
  const askable = isDisabled ? null : bidBoxAmountOf(typed, limits);
  const minimumNow = Math.max(state.minimum, serverPrice?.minimumBid ?? 0);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (askable === null) return;
    setServerPrice(null);
    setRequest({ amount: askable, priceNow: item.priceNow });
    setConfirming(true);
  };

  const handleRefresh = () => {
    setTypedText(String(minimumNow));
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
          setTypedText(null);
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
    <Box component="form" onSubmit={ask} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={bidInputId}
        label={t('bidding.amount')}
        name="amount"
        value={typed}
        onChange={(event) => setTypedText(event.target.value)}
        disabled={isDisabled}
        error={!isDisabled && problem !== null}
        helperText={isDisabled ? undefined : problemText}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'bid-input' } }}
      />
      {!isDisabled && problem === null ? (
        // What the buyer pays in all for this bid: the invoice's rule (issue 11).
        <LandedCostNote price={parseIntegerInput(typed) ?? 0} item={item} />
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={askable === null}
        data-testid="bid-button"
      >
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

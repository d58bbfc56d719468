import { formatEuros, type AuctionItem } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { useBidState } from '../hooks/use-bid-state';
import { bidPanelAnchor } from '../lib/bid-panel-anchor';
import { BidBlockMessage } from './bid-block-message';
import { BidForm } from './bid-form';
import { BidSummary } from './bid-summary';
import { BuyerAfterSale } from './buyer-after-sale';
import { HistoryButton } from './history-button';

// Loaded when first opened: most visits never open it.
const BidMachineDialog = lazy(() =>
  import('./bid-machine-dialog').then((module) => ({ default: module.BidMachineDialog })),
);

/**
 * The buyer's bid panel (spec 2 and 5): the live price and counts, whether the organisation
 * leads or was outbid, the bid limits, the bid with its confirmation, the bid machine, the bid
 * history and, once the auction has ended, the winner's confirmation.
 */
export function BidPanel({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useBidState(item);
  const [isMachineOpen, setMachineOpen] = useState<boolean | null>(null);
  const machine = item.bidMachine;
  // Issue 15: an ended (or withdrawn) item takes no bids: no field, no machine, only the reason.
  const isOver = !state.isActive && !state.isScheduled;

  return (
    <Paper
      component="section"
      id={bidPanelAnchor}
      aria-label={t('bidding.panel')}
      data-testid="bid-panel"
      sx={{ p: 2, scrollMarginTop: 72 }}
    >
      <Stack spacing={1.5}>
        <BidSummary item={item} />
        {!state.isActive ? null : state.isLeading ? (
          <Alert severity="success" data-testid="bid-own-state" data-state="leading">
            {t('bidding.leading')}
          </Alert>
        ) : state.isOutbid ? (
          <Alert severity="warning" data-testid="bid-own-state" data-state="outbid">
            {t('bidding.outbid')}
          </Alert>
        ) : null}
        {machine?.isActive ? (
          <Typography variant="body2" data-testid="bid-machine-state" data-state="active">
            {t('bidding.machineActive', { ceiling: formatEuros(machine.priceMaximum, locale) })}
          </Typography>
        ) : machine?.isExceeded && state.isActive ? (
          <Alert severity="warning" data-testid="bid-machine-state" data-state="exceeded">
            {t('bidding.machineExceeded')}
          </Alert>
        ) : null}
        {state.isActive ? (
          <Typography variant="body2" color="text.secondary" data-testid="bid-limits">
            {t('bidding.limits', {
              minimum: formatEuros(state.minimum, locale),
              maximum: formatEuros(state.maximum, locale),
            })}
          </Typography>
        ) : null}
        {isOver ? null : <BidForm item={item} state={state} />}
        {state.block ? (
          <BidBlockMessage block={state.block} item={item} isScheduled={state.isScheduled} />
        ) : null}
        <Divider />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {isOver ? null : (
            <Button
              size="small"
              variant="outlined"
              disabled={state.machineBlock !== null}
              onClick={() => setMachineOpen(true)}
              data-testid="bid-machine-button"
            >
              {t('bidding.machine')}
            </Button>
          )}
          <HistoryButton itemId={item.id} />
        </Stack>
        <BuyerAfterSale item={item} />
      </Stack>
      {isMachineOpen !== null ? (
        <Suspense fallback={null}>
          <BidMachineDialog
            open={isMachineOpen}
            item={item}
            state={state}
            onClose={() => setMachineOpen(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

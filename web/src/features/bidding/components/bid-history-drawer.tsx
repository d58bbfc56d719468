import { formatEuros, type BidView } from '@dealer/domain';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { narrowMediaQuery } from '../../../app/layout';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useLiveFrames } from '../../../lib/live/live-frames';
import { useTopBids } from '../api/top-bids';
import { formatBidTime } from '../lib/bid-format';

/** Bids come in bursts (a machine answers at once): one reload for a burst. */
export const historyRefetchDebounceMs = 300;

interface BidHistoryDrawerProps {
  itemId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The bid history side panel (spec 2: full screen on mobile): every bid, highest first, with
 * the identities the caller may see. It follows new bids while open.
 */
export function BidHistoryDrawer({ itemId, open, onClose }: BidHistoryDrawerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const isNarrow = useMediaQuery(narrowMediaQuery, { noSsr: true });
  const { data: bids, isError, errorUpdatedAt, refetch } = useTopBids(itemId, open);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useLiveFrames((frame) => {
    if (frame.type !== 'NewBid' || frame.itemId !== itemId) return;
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => void refetch(), historyRefetchDebounceMs);
  }, open);
  useEffect(() => {
    if (!open) clearTimeout(refetchTimer.current);
  }, [open]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  // Spec 8: a failed load of the top bids is the general get error.
  useEffect(() => {
    if (isError) toast.error('toast.generalGetError');
  }, [isError, errorUpdatedAt, toast]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="bid-history"
      // Issue 15: a temporary drawer sits at the drawer layer, under the fixed app bar (drawer + 1),
      // so its close button lay under the header's sign-out button on a phone. It is a modal panel:
      // it covers the app bar as a dialog does.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: isNarrow ? '100%' : 420 },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('bidding.historyPanel.title')}
        </Typography>
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          data-testid="bid-history-close"
        >
          <Close />
        </IconButton>
      </Box>
      {bids ? (
        bids.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2 }} data-testid="bid-history-empty">
            {t('bidding.historyPanel.empty')}
          </Typography>
        ) : (
          <List disablePadding data-testid="bid-history-list">
            {bids.map((bid) => (
              <BidHistoryRow key={bid.bidId} bid={bid} />
            ))}
          </List>
        )
      ) : isError ? (
        <Alert severity="error" sx={{ mx: 2 }}>
          {t('toast.generalGetError')}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('app.loading')} sx={{ mx: 'auto', mt: 2 }} />
      )}
    </Drawer>
  );
}

function BidHistoryRow({ bid }: { bid: BidView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const identity = [
    bid.bidderOrganisationName,
    bid.bidderName,
    bid.bidderPhoneNumber,
    bid.bidderEmail,
  ].filter((part): part is string => Boolean(part));

  return (
    <ListItem divider data-testid={`bid-history-${bid.bidId}`} sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="bid-history-price">
          {formatEuros(bid.price, locale)}
        </Typography>
        {bid.isAutomatic ? <Chip size="small" label={t('bidding.historyPanel.automatic')} /> : null}
        {bid.isCurrentOrganisationsBid ? (
          <Chip size="small" color="primary" label={t('bidding.historyPanel.ownOrganisation')} />
        ) : null}
        {bid.winningBid ? (
          <Chip size="small" color="success" label={t('bidding.historyPanel.winning')} />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="bid-history-time">
        {formatBidTime(bid.placed, locale)} ·{' '}
        {t('bidding.historyPanel.bidder', { number: bid.bidderMarker })}
      </Typography>
      {identity.length > 0 ? (
        <Typography variant="body2" data-testid="bid-history-identity">
          {identity.join(' · ')}
        </Typography>
      ) : null}
    </ListItem>
  );
}

import { formatEuros, type AuctionItem } from '@dealer/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { ItemTiming } from '../../../components/items/item-timing';
import { priceFlashMs, usePriceFlash } from '../hooks/use-price-flash';

/**
 * The current price (flashing for 400 ms when it changes), the bid and bidder counts and the
 * live countdown: the head of the bid panel and of the auctioneer's panel (spec 2).
 */
export function BidSummary({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isFlashing = usePriceFlash(item.priceNow);
  const price = item.priceNow ?? item.startPrice;
  const priceLabel =
    item.priceNow === null
      ? 'bidding.startPrice'
      : item.isEnded
        ? 'bidding.finalPrice'
        : 'bidding.priceNow';

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t(priceLabel)}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        data-testid="bid-price"
        data-flash={isFlashing}
        sx={{
          fontWeight: 700,
          borderRadius: 1,
          px: 0.5,
          mx: -0.5,
          transition: `background-color ${priceFlashMs / 2}ms`,
          bgcolor: isFlashing ? 'warning.light' : 'transparent',
        }}
      >
        {price === null ? '—' : formatEuros(price, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="bid-counts">
        {t('bidding.bidCount', { count: item.bidCount })} ·{' '}
        {t('bidding.bidderCount', { count: item.bidderCount })}
      </Typography>
      {item.start && item.end ? (
        <ItemTiming row={{ ...item, start: item.start, end: item.end }} hasStatus={false} />
      ) : null}
    </Box>
  );
}

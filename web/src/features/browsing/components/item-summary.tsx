import { formatEuros, formatNumber, type ItemListRow } from '@dealer/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { ItemBadges } from './item-badges';
import { ItemTiming } from '../../../components/items/item-timing';

/** Licence number, make, model, mileage, current price, countdown and status (spec 2). */
export function ItemSummary({ row }: { row: ItemListRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = [row.make, row.model].filter(Boolean).join(' ') || t('itemPage.untitled');
  const price = row.priceNow ?? row.startPrice;
  return (
    <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" data-testid="license-number">
          {row.licenseNumber}
        </Typography>
        <ItemBadges row={row} />
      </Box>
      <Typography noWrap sx={{ fontWeight: 600 }} data-testid="item-title">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          row.modelYear,
          row.mileage === null
            ? null
            : t('items.mileage', {
                value: formatNumber(row.mileage, locale),
              }),
          row.organisationName,
        ]
          .filter((part) => part !== null && part !== '')
          .join(' · ')}
      </Typography>
      {price !== null ? (
        <Typography variant="body2" data-testid="item-price">
          {t(row.priceNow === null ? 'items.startPrice' : 'items.currentPrice')}{' '}
          <strong>{formatEuros(price, locale)}</strong>
          {row.bidCount > 0 ? ` · ${t('items.bids', { count: row.bidCount })}` : ''}
        </Typography>
      ) : null}
      <ItemTiming row={row} />
    </Box>
  );
}

import type { ItemListRow } from '@dealer/domain';
import Gavel from '@mui/icons-material/Gavel';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useServerClock } from '../../../lib/server-clock-context';
import { isQuickBidOffered } from '../lib/bid-state';

// Loaded on the first quick bid: the list itself stays light.
const QuickBidDialog = lazy(() =>
  import('./quick-bid-dialog').then((module) => ({ default: module.QuickBidDialog })),
);

/**
 * Quick bid in the items list (spec 2): on a running item the organisation has bid on and does
 * not lead. It asks first; the question goes away when the price changes meanwhile.
 */
export function QuickBidButton({ row }: { row: ItemListRow }) {
  const { t } = useTranslation();
  const clock = useServerClock();
  // The price the question was asked at; null while no question is open.
  const [askedAt, setAskedAt] = useState<{ priceNow: number | null } | null>(null);
  if (askedAt !== null && askedAt.priceNow !== row.priceNow) setAskedAt(null);

  if (!isQuickBidOffered(row, new Date(clock.now()))) return null;

  const handleClick = (event: MouseEvent) => {
    // It sits on the row's link: a quick bid must not open the item.
    event.preventDefault();
    event.stopPropagation();
    setAskedAt({ priceNow: row.priceNow });
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<Gavel />}
        onClick={handleClick}
        data-testid={`quick-bid-${row.id}`}
      >
        {t('bidding.quickBid.button')}
      </Button>
      {askedAt !== null ? (
        <Suspense fallback={null}>
          <QuickBidDialog row={row} onClose={() => setAskedAt(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

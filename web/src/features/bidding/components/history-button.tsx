import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

// Loaded when first opened; it stays mounted afterwards so that it can slide out.
const BidHistoryDrawer = lazy(() =>
  import('./bid-history-drawer').then((module) => ({ default: module.BidHistoryDrawer })),
);

/** Opens the bid history side panel (spec 2). */
export function HistoryButton({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        data-testid="bid-history-button"
      >
        {t('bidding.history')}
      </Button>
      {isOpen !== null ? (
        <Suspense fallback={null}>
          <BidHistoryDrawer itemId={itemId} open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import type { AuctionItem, BidBlock } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';

interface BidBlockMessageProps {
  block: BidBlock;
  item: Pick<AuctionItem, 'showInBasicAuction'>;
  /** Not active because it has not started yet (else it has ended or left the sale). */
  isScheduled: boolean;
}

/**
 * Why the bid is disabled (spec 5), in the domain's order; without the buyer right, also how
 * to ask for it (spec 6).
 */
export function BidBlockMessage({ block, item, isScheduled }: BidBlockMessageProps) {
  const { t } = useTranslation();
  const { flags } = useSession();

  if (block === 'not_a_buyer') {
    const isProMissing = !item.showInBasicAuction && flags.isBuyer;
    return (
      <Alert severity="info" data-testid="bid-disabled-reason" data-reason={block}>
        <Typography variant="body2" data-testid="bid-no-permission">
          {t(isProMissing ? 'bidding.blocked.not_a_pro_buyer' : 'bidding.blocked.not_a_buyer')}
        </Typography>
        <Typography variant="body2">{t('noPermission.requestHint')}</Typography>
      </Alert>
    );
  }
  const text =
    block === 'item_not_active'
      ? isScheduled
        ? t('bidding.blocked.notStarted')
        : t('bidding.blocked.ended')
      : t(`bidding.blocked.${block}`);
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="bid-disabled-reason"
      data-reason={block}
    >
      {text}
    </Typography>
  );
}

import {
  findEndedStatus,
  formatDateTime,
  formatEuros,
  isEnded,
  isNotStarted,
  ItemStatus,
  type EndedStatus,
  type ItemPublicState,
} from '@dealer/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n/use-locale';
import { useServerClock } from '../server-clock-context';

interface PhaseSource {
  status: ItemStatus;
  start: string | null;
  end: string | null;
  isEnded: boolean;
}

/** What the status of any item (a list row, my items' row, the item page's item) is made of. */
export interface StatusSource
  extends
    PhaseSource,
    Pick<
      ItemPublicState,
      | 'isFinished'
      | 'isWinningBidSelected'
      | 'isNegotiated'
      | 'winnerMarker'
      | 'confirmedSold'
      | 'soldPrice'
      | 'priceNow'
    > {
  /** The viewer's organisation's anonymous bidder number on the item (null: it has not bid). */
  ownBidderMarker: number | null;
}

export type ItemPhase = 'draft' | 'scheduled' | 'active' | 'ended' | 'cancelled' | 'deleted';

/** Spec 4's derived states, by the server's clock. */
export function findItemPhase(item: PhaseSource, now: Date): ItemPhase {
  switch (item.status) {
    case ItemStatus.Draft:
      return 'draft';
    case ItemStatus.Cancelled:
      return 'cancelled';
    case ItemStatus.Deleted:
      return 'deleted';
    case ItemStatus.Ended:
      return 'ended';
    case ItemStatus.Published: {
      if (item.isEnded || !item.start || !item.end) return item.isEnded ? 'ended' : 'active';
      const timing = { status: item.status, start: new Date(item.start), end: new Date(item.end) };
      if (isEnded(timing, now)) return 'ended';
      return isNotStarted(timing, now) ? 'scheduled' : 'active';
    }
  }
}

/**
 * The ended status for this viewer (spec 4: removed from sale, waiting for the seller, you won,
 * sold, not sold, negotiated winner, ended); null while the item runs. Until the server has
 * ended an item whose time ran out, it is simply 'ended'.
 */
export function findViewerEndedStatus(item: StatusSource, now: Date): EndedStatus | null {
  const phase = findItemPhase(item, now);
  if (phase !== 'ended' && phase !== 'cancelled') return null;
  return findEndedStatus(item, item.ownBidderMarker) ?? 'ended';
}

/** The status in words: draft, scheduled with its start, active with its end, ended... */
export function useItemStatusText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const clock = useServerClock();
  return (item: StatusSource) => {
    const now = new Date(clock.now());
    const phase = findItemPhase(item, now);
    const date = (instant: string | null) =>
      instant ? formatDateTime(new Date(instant), locale) : '';
    switch (phase) {
      case 'scheduled':
        return t('itemStatus.scheduled', { date: date(item.start) });
      case 'active':
        return t('itemStatus.active', { date: date(item.end) });
      case 'ended':
      case 'cancelled': {
        const status = findViewerEndedStatus(item, now) ?? 'ended';
        const price = item.soldPrice ?? item.priceNow;
        return status === 'sold' && price !== null
          ? t('itemStatus.sold', { price: formatEuros(price, locale) })
          : t(endedStatusKeys[status]);
      }
      case 'draft':
      case 'deleted':
        return t(`itemStatus.${phase}`);
    }
  };
}

const endedStatusKeys = {
  removedFromSale: 'itemStatus.cancelled',
  waitingForSeller: 'itemStatus.waitingForSeller',
  youWon: 'itemStatus.youWon',
  sold: 'itemStatus.ended',
  notSold: 'itemStatus.notSold',
  negotiatedWinner: 'itemStatus.negotiatedWinner',
  ended: 'itemStatus.ended',
} as const satisfies Record<EndedStatus, string>;

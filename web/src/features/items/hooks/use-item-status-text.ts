import { formatDateTime, isEnded, isNotStarted, ItemStatus } from '@dealer/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { useServerClock } from '../../../lib/server-clock-context';

interface StatusSource {
  status: ItemStatus;
  start: string | null;
  end: string | null;
  isEnded: boolean;
}

export type ItemPhase = 'draft' | 'scheduled' | 'active' | 'ended' | 'cancelled' | 'deleted';

/** Spec 4's derived states, by the server's clock. */
export function findItemPhase(item: StatusSource, now: Date): ItemPhase {
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

/** The status in words: draft, scheduled with its start, active with its end, ended... */
export function useItemStatusText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const clock = useServerClock();
  return (item: StatusSource) => {
    const phase = findItemPhase(item, new Date(clock.now()));
    const date = (instant: string | null) =>
      instant ? formatDateTime(new Date(instant), locale) : '';
    switch (phase) {
      case 'scheduled':
        return t('itemStatus.scheduled', { date: date(item.start) });
      case 'active':
        return t('itemStatus.active', { date: date(item.end) });
      case 'draft':
      case 'ended':
      case 'cancelled':
      case 'deleted':
        return t(`itemStatus.${phase}`);
    }
  };
}

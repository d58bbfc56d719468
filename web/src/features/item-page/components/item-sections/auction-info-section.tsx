import { formatDateTime, formatEuros } from '@dealer/domain';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocale } from '../../../../i18n/use-locale';
import { useServerNow } from '../../../../lib/server-clock-context';
import { findItemPhase } from '../../../../lib/items/use-item-status-text';
import { useDraftEditor, FieldValue } from '../../../drafts';
import { ItemSection } from '../item-section';
import { ItemTiming } from '../../../../components/items/item-timing';
import { LabelledValue } from './labelled-value';

/**
 * Spec 2, auction info of a shown item: start price, current price, minimum raise, terms of
 * sale and the end with a live countdown; the reserved price only for its auctioneer.
 */
export function AuctionInfoSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item } = useDraftEditor();
  const euros = (amount: number | null) => (amount === null ? '—' : formatEuros(amount, locale));

  return (
    <ItemSection section="auctionInfo">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
        }}
      >
        <LabelledValue label={t('auctionInfo.startPrice')} testId="value-startPrice">
          {euros(item.startPrice)}
        </LabelledValue>
        <LabelledValue label={t('auctionInfo.priceNow')} testId="value-priceNow">
          {euros(item.priceNow ?? item.startPrice)}
        </LabelledValue>
        <LabelledValue label={t('auctionInfo.minimumRaise')} testId="value-minimumRaise">
          {euros(item.minimumRaise)}
        </LabelledValue>
        <FieldValue name="openBid" />
        {item.priceReservation !== null ? <FieldValue name="priceReservation" /> : null}
        <LabelledValue label={<EndLabel item={item} />} testId="value-end">
          {item.end ? formatDateTime(new Date(item.end), locale) : '—'}
          {item.start && item.end ? (
            <ItemTiming row={{ ...item, start: item.start, end: item.end }} hasStatus={false} />
          ) : null}
        </LabelledValue>
      </Box>
    </ItemSection>
  );
}

/**
 * "Ends" while the item runs, "Ended" once it has (issue 15: an ended item read "Päättyy").
 * Its own component: it alone re-renders with the server clock's second.
 */
function EndLabel({ item }: { item: Parameters<typeof findItemPhase>[0] }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const phase = findItemPhase(item, new Date(now));
  return <>{t(phase === 'ended' || phase === 'cancelled' ? 'auctionInfo.ended' : 'fields.end')}</>;
}

import { formatEuros, type BidView } from '@dealer/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';

interface SelectableCardProps {
  isSelected: boolean;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}

/** A card chosen like a radio button: outlined in the primary colour when chosen. */
function SelectableCard({ isSelected, onSelect, testId, children }: SelectableCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: isSelected ? 'primary.main' : 'divider', borderWidth: isSelected ? 2 : 1 }}
    >
      <CardActionArea
        role="radio"
        aria-checked={isSelected}
        onClick={onSelect}
        data-testid={testId}
        sx={{ height: '100%' }}
      >
        <CardContent>{children}</CardContent>
      </CardActionArea>
    </Card>
  );
}

/** One organisation's best bid: organisation, bidder, price, phone and e-mail (spec 2). */
export function FinishOptionCard({
  bid,
  isSelected,
  onSelect,
}: {
  bid: BidView;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const organisation =
    bid.bidderOrganisationName ?? t('bidding.historyPanel.bidder', { number: bid.bidderMarker });
  return (
    <SelectableCard
      isSelected={isSelected}
      onSelect={onSelect}
      testId={`finish-option-${bid.bidId}`}
    >
      <Typography sx={{ fontWeight: 600 }}>{organisation}</Typography>
      {bid.bidderName ? <Typography variant="body2">{bid.bidderName}</Typography> : null}
      <Typography variant="h6" component="p">
        {formatEuros(bid.price, locale)}
      </Typography>
      {bid.bidderPhoneNumber ? (
        <Typography variant="body2" color="text.secondary">
          {t('common.phone')}: {bid.bidderPhoneNumber}
        </Typography>
      ) : null}
      {bid.bidderEmail ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('common.email')}: {bid.bidderEmail}
        </Typography>
      ) : null}
    </SelectableCard>
  );
}

/** 'No buyer': the item is not sold (spec 4: an automatic not-sold confirmation follows). */
export function NoBuyerCard({
  isSelected,
  onSelect,
}: {
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectableCard isSelected={isSelected} onSelect={onSelect} testId="finish-option-none">
      <Typography sx={{ fontWeight: 600 }}>{t('finishDialog.noBuyer')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('finishDialog.noBuyerText')}
      </Typography>
    </SelectableCard>
  );
}

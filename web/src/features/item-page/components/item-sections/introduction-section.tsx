import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2: the seller's own words about the item come first after the images. */
export function IntroductionSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  return (
    <ItemSection section="introduction">
      <Typography
        data-testid="introduction"
        color={item.auctioneerDescription ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {item.auctioneerDescription || t('itemPage.noIntroduction')}
      </Typography>
    </ItemSection>
  );
}

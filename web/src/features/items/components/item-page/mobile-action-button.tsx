import Fab from '@mui/material/Fab';
import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../../hooks/use-section-in-view';
import { sectionAnchor } from './item-section';

/**
 * Spec 2: a floating button on mobile reads 'publish' for the auctioneer on a draft, otherwise
 * 'info' (the buyer's 'bid' comes with bidding).
 */
export function MobileActionButton({ onPublish }: { onPublish: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={onPublish ?? (() => scrollToSection(sectionAnchor('basicInfo')))}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      data-testid="mobile-action"
    >
      {onPublish ? t('publish.action') : t('itemPage.info')}
    </Fab>
  );
}

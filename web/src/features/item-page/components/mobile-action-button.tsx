import Fab from '@mui/material/Fab';
import { useTranslation } from '../../../i18n/use-translation';
import { revealBidPanel } from '../../bidding';
import { scrollToSection } from '../hooks/use-section-in-view';
import { sectionAnchor } from './item-section';

interface MobileActionButtonProps {
  onPublish: (() => void) | null;
  /** A buyer on a running item: the button takes them to the bid. */
  canBid: boolean;
}

/**
 * Spec 2: a floating button on mobile reads 'publish' for the auctioneer on a draft, 'bid' for
 * a buyer on an active item (it brings the bid panel into view, the cursor in the bid),
 * otherwise 'info'.
 */
export function MobileActionButton({ onPublish, canBid }: MobileActionButtonProps) {
  const { t } = useTranslation();
  const [label, handleClick] = onPublish
    ? [t('publish.action'), onPublish]
    : canBid
      ? [t('bidding.bid'), revealBidPanel]
      : [t('itemPage.info'), () => scrollToSection(sectionAnchor('basicInfo'))];
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={handleClick}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      data-testid="mobile-action"
      data-action={onPublish ? 'publish' : canBid ? 'bid' : 'info'}
    >
      {label}
    </Fab>
  );
}

import type { AuctionItem } from '@dealer/domain';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../i18n/use-translation';
import { useServerNow } from '../../../lib/server-clock-context';
import { useToggleFavourite } from '../api/favourite';
import { findItemPhase } from '../../../lib/items/use-item-status-text';

/** Spec 2: the favourite star, enabled only while the item is active. */
export function FavouriteStar({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const toggle = useToggleFavourite(item.id);
  const isFavourite = item.isFavoriteForUser;

  // Spec 8: favourite failures are not shown; the star turns back and the failure is logged.
  const handleClick = () =>
    toggle.mutate(!isFavourite, {
      onError: (error) => console.error('Saving the favourite failed', error),
    });

  return (
    <IconButton
      onClick={handleClick}
      disabled={findItemPhase(item, new Date(now)) !== 'active'}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t('favourite.remove') : t('favourite.add')}
      data-testid="favourite-star"
      color={isFavourite ? 'warning' : 'default'}
    >
      {isFavourite ? <Star /> : <StarBorder />}
    </IconButton>
  );
}

import type { AuctionItem } from '@dealer/domain';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { AdminFunctionsMenu } from '../../admin';
import { FavouriteStar } from './favourite-star';
import { FunctionsMenu } from './functions-menu';

interface ItemHeaderProps {
  item: AuctionItem;
  isAuctioneer: boolean;
  isAdminView?: boolean;
  onDeleteDraft: () => void;
}

/**
 * Licence number, make and model (only the licence number on small screens), the favourite
 * star; for the auctioneer the view and favourite counters; the functions menu (spec 2).
 */
export function ItemHeader({
  item,
  isAuctioneer,
  isAdminView = false,
  onDeleteDraft,
}: ItemHeaderProps) {
  const { t } = useTranslation();
  const isSmall = useMediaQuery('(max-width:599.98px)', { noSsr: true });
  const fullTitle = [item.licenseNumber, item.make, item.model].filter(Boolean).join(' ');
  const title = (isSmall ? item.licenseNumber : fullTitle) || t('itemPage.untitled');

  // Spec 2: the document title follows the header while the item is not a draft.
  useEffect(() => {
    if (item.isDraft || !fullTitle) return;
    const previous = document.title;
    document.title = `${fullTitle} – ${t('app.productName')}`;
    return () => {
      document.title = previous;
    };
  }, [item.isDraft, fullTitle, t]);

  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {item.isDraft ? null : <FavouriteStar item={item} />}
      {isAuctioneer && !item.isDraft ? (
        <>
          <Chip
            size="small"
            icon={<Visibility />}
            label={item.viewCount}
            aria-label={t('itemPage.views', { count: item.viewCount })}
          />
          <Chip
            size="small"
            icon={<FavoriteBorder />}
            label={item.favoriteCount}
            aria-label={t('itemPage.favourites', { count: item.favoriteCount })}
          />
        </>
      ) : null}
      {/* Buyers get the menu's brochure, model service and summary entries too (spec 2). */}
      {isAuctioneer || !item.isDraft ? (
        <FunctionsMenu item={item} isAuctioneer={isAuctioneer} onDeleteDraft={onDeleteDraft} />
      ) : null}
      {isAdminView ? <AdminFunctionsMenu item={item} /> : null}
    </Stack>
  );

  return (
    <PageHeader
      overline={item.isDraft ? t('itemStatus.draft') : undefined}
      title={title}
      actions={actions}
    />
  );
}

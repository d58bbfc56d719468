import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../../lib/items/auction-item';
import { useItemList } from '../../../../lib/items/item-list';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';
import { useNearView } from '../../hooks/use-near-view';

/** Enough to browse on; the items page has the rest. */
const maxOtherItems = 12;

/**
 * Spec 2: the organisation's other items, from the items list (kept live by the hub). The list is
 * the whole marketplace (10,000 rows are 122 KB on the wire and 10 MB of JSON to parse, a second
 * and more on a phone), so an item page opened directly asks for it only when this last section
 * comes within a screen or so of the window; coming from the items page, the list is here already.
 */
export function OtherItemsSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const sectionRef = useRef<HTMLElement>(null);
  const isNear = useNearView(sectionRef, '1000px');
  const { data: rows = [] } = useItemList({ isWanted: isNear });
  const others = rows
    .filter((row) => row.organisationId === item.organisationId && row.id !== item.id)
    .slice(0, maxOtherItems);

  return (
    <ItemSection section="otherItems" ref={sectionRef}>
      {others.length === 0 ? (
        <Typography color="text.secondary">{t('itemPage.noOtherItems')}</Typography>
      ) : (
        <Box
          data-testid="other-items"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 2,
          }}
        >
          {others.map((row) => (
            <Link key={row.id} component={RouterLink} to={itemPath(row.id)} underline="hover">
              {row.thumbnailUrl ? (
                <Box
                  component="img"
                  src={row.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                />
              ) : null}
              <Typography variant="body2">
                {[row.licenseNumber, row.make, row.model].filter(Boolean).join(' ')}
              </Typography>
            </Link>
          ))}
        </Box>
      )}
    </ItemSection>
  );
}

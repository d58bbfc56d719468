import type { ItemListRow } from '@dealer/domain';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import { memo } from 'react';
import { Link } from 'react-router';
import { useServerClock } from '../../../lib/server-clock-context';
import { QuickBidButton } from '../../bidding';
import { itemPath } from '../../../lib/items/auction-item';
import { ItemSummary } from './item-summary';
import { ItemThumbnail } from './item-thumbnail';
import { findListPhase } from '../../../components/items/item-timing';

/** Height of a list row; the virtualiser places rows by it. */
export const listRowHeight = 144;

/**
 * The quick bid sits over the row beside its link, never inside it: a click in the button or
 * its dialog (a portal, whose events still bubble through React) must not open the item.
 */
function QuickBidPlace({ row, inset }: { row: ItemListRow; inset: number }) {
  return (
    <Box sx={{ position: 'absolute', right: inset, bottom: 12 }}>
      <QuickBidButton row={row} />
    </Box>
  );
}

/** One row of the list view: a link to the item page. */
export const ItemRow = memo(function ItemRow({
  row,
  isFirstScreen = false,
}: {
  row: ItemListRow;
  isFirstScreen?: boolean;
}) {
  const clock = useServerClock();
  const phase = findListPhase(row, new Date(clock.now()));
  return (
    <Box sx={{ position: 'relative' }}>
      <ButtonBase
        component={Link}
        to={itemPath(row.id)}
        data-testid={`item-${row.id}`}
        sx={{
          height: listRowHeight,
          width: '100%',
          justifyContent: 'flex-start',
          textAlign: 'left',
          gap: 2,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ width: 144, flexShrink: 0 }}>
          <ItemThumbnail
            url={row.thumbnailUrl}
            width={216}
            sizes="144px"
            phase={phase}
            isFirstScreen={isFirstScreen}
          />
        </Box>
        <ItemSummary row={row} />
      </ButtonBase>
      <QuickBidPlace row={row} inset={16} />
    </Box>
  );
});

/** One card of the card view. */
export const ItemCard = memo(function ItemCard({
  row,
  isFirstScreen = false,
}: {
  row: ItemListRow;
  isFirstScreen?: boolean;
}) {
  const clock = useServerClock();
  const phase = findListPhase(row, new Date(clock.now()));
  return (
    <Card sx={{ height: '100%', position: 'relative' }}>
      <ButtonBase
        component={Link}
        to={itemPath(row.id)}
        data-testid={`item-${row.id}`}
        sx={{
          display: 'grid',
          alignContent: 'start',
          gap: 1,
          width: '100%',
          height: '100%',
          p: 1.5,
          textAlign: 'left',
        }}
      >
        <ItemThumbnail
          url={row.thumbnailUrl}
          width={432}
          sizes="(max-width: 600px) 100vw, 400px"
          phase={phase}
          isFirstScreen={isFirstScreen}
        />
        <ItemSummary row={row} />
      </ButtonBase>
      <QuickBidPlace row={row} inset={12} />
    </Card>
  );
});

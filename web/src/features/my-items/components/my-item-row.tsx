import DirectionsCar from '@mui/icons-material/DirectionsCarOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { formatEuros, formatNumber, type OwnItemRow } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { itemPath } from '../../../lib/items/auction-item';
import { visuallyHidden } from '../../../components/visually-hidden';

interface MyItemRowProps {
  row: OwnItemRow;
  statusText: string;
  /** Spec 2: a dot marks an item that awaits the organisation's action. */
  isAwaitingAction: boolean;
  /** Drafts of the sell tab have a delete button. */
  onDelete?: (row: OwnItemRow) => void;
}

/** The list's thumbnail is 216 wide (spec 2), unless the server already chose a size. */
const thumbnailSource = (url: string) => (url.includes('?') ? url : `${url}?width=216`);

/** One of the organisation's items: thumbnail, licence number, make, model and status. */
export function MyItemRow({ row, statusText, isAwaitingAction, onDelete }: MyItemRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = [row.licenseNumber, row.make, row.model].filter(Boolean).join(' ');
  const price = row.priceNow ?? row.startPrice;
  const details = [
    statusText,
    row.modelYear,
    row.mileage === null ? null : `${formatNumber(row.mileage, locale)} km`,
    price === null ? null : formatEuros(price, locale),
  ].filter((part) => part !== null && part !== '');

  return (
    <ListItem
      disablePadding
      divider
      data-testid={`my-item-${row.id}`}
      data-awaiting-action={isAwaitingAction}
      secondaryAction={
        row.isDraft && onDelete ? (
          <IconButton
            edge="end"
            aria-label={t('drafts.deleteNamed', { name: title || t('itemPage.untitled') })}
            onClick={() => onDelete(row)}
            data-testid={`delete-draft-${row.id}`}
          >
            <DeleteOutline />
          </IconButton>
        ) : undefined
      }
    >
      <ListItemButton component={Link} to={itemPath(row.id)} sx={{ gap: 2, py: 1 }}>
        <Badge variant="dot" color="error" invisible={!isAwaitingAction}>
          <Box
            sx={{
              width: 108,
              aspectRatio: '4 / 3',
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.100',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {row.thumbnailUrl ? (
              <Box
                component="img"
                src={thumbnailSource(row.thumbnailUrl)}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <DirectionsCar color="disabled" />
            )}
          </Box>
        </Badge>
        {isAwaitingAction ? (
          <Box component="span" sx={visuallyHidden}>
            {t('myItems.awaitingAction')}
          </Box>
        ) : null}
        <ListItemText
          primary={title || t('itemPage.untitled')}
          secondary={details.join(' · ')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

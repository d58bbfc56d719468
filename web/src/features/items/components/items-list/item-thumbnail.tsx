import type { ImageWidth } from '@dealer/domain';
import DirectionsCar from '@mui/icons-material/DirectionsCarOutlined';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ListPhase } from './item-timing';

/** Spec 2: 216 wide in the list, 432 on a card, unless the server already chose a size. */
const sized = (url: string, width: ImageWidth) =>
  url.includes('?') ? url : `${url}?width=${width}`;

interface ItemThumbnailProps {
  url: string | null;
  width: ImageWidth;
  phase: ListPhase;
}

/** The first file, with the scheduled or waiting overlay icon (spec 2). */
export function ItemThumbnail({ url, width, phase }: ItemThumbnailProps) {
  const { t } = useTranslation();
  const overlay =
    phase === 'scheduled' ? (
      <Schedule fontSize="small" titleAccess={t('items.help.scheduled')} />
    ) : phase === 'waiting' ? (
      <HourglassTop fontSize="small" titleAccess={t('items.help.waiting')} />
    ) : null;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={sized(url, width)}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <DirectionsCar color="disabled" />
      )}
      {overlay ? (
        <Box
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            display: 'flex',
            p: 0.25,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'primary.main',
          }}
          data-testid={`overlay-${phase}`}
        >
          {overlay}
        </Box>
      ) : null}
    </Box>
  );
}

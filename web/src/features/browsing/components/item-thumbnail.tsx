import type { ImageWidth } from '@dealer/domain';
import DirectionsCar from '@mui/icons-material/DirectionsCarOutlined';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/use-translation';
import type { ListPhase } from '../../../components/items/item-timing';

/** Spec 2: 216 wide in the list, 432 on a card, unless the server already chose a size. */
const sized = (url: string, width: ImageWidth) =>
  url.includes('?') ? url : `${url}?width=${width}`;

/** Both list widths, so a sharp screen (or a wide card) takes the larger one (issue 10). */
const sourceSet = (url: string) =>
  url.includes('?') ? undefined : `${sized(url, 216)} 216w, ${sized(url, 432)} 432w`;

interface ItemThumbnailProps {
  url: string | null;
  width: ImageWidth;
  /** The CSS width the image takes, for the browser's choice from the source set. */
  sizes: string;
  phase: ListPhase;
  /**
   * On the first screen of the list: loaded at once and first, as the page's largest paint.
   * Below it the browser waits until the image nears the viewport (issue 10, Lighthouse LCP).
   */
  isFirstScreen?: boolean;
}

/** The first file, with the scheduled or waiting overlay icon (spec 2). */
export function ItemThumbnail({
  url,
  width,
  sizes,
  phase,
  isFirstScreen = false,
}: ItemThumbnailProps) {
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
          srcSet={sourceSet(url)}
          sizes={sizes}
          alt=""
          loading={isFirstScreen ? 'eager' : 'lazy'}
          fetchPriority={isFirstScreen ? 'high' : 'auto'}
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

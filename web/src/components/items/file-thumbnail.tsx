import type { FileAngle, ImageWidth } from '@dealer/domain';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Movie from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/use-translation';
import { mediaUrl } from '@dealer/domain';

interface FileThumbnailProps {
  file: { externalServiceId: string; angle: FileAngle; isImage: boolean; isPdf: boolean };
  width: ImageWidth;
  alt: string;
  /** The item page's first image: loaded at once and first, as the page's largest paint. */
  isFirstScreen?: boolean;
}

/** An image turned as the seller chose; a video or a PDF as its icon. */
export function FileThumbnail({ file, width, alt, isFirstScreen = false }: FileThumbnailProps) {
  const { t } = useTranslation();
  const frame = {
    width: '100%',
    aspectRatio: '4 / 3',
    borderRadius: 1,
    bgcolor: 'grey.100',
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
  } as const;
  if (!file.isImage) {
    const Icon = file.isPdf ? PictureAsPdf : Movie;
    return (
      <Box sx={frame} role="img" aria-label={file.isPdf ? t('files.pdf') : t('files.video')}>
        <Icon fontSize="large" color="action" />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={mediaUrl(file.externalServiceId, width, file.angle)}
        alt={alt}
        loading={isFirstScreen ? 'eager' : 'lazy'}
        fetchPriority={isFirstScreen ? 'high' : 'auto'}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

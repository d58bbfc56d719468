import type { AuctionItemFile, FileAngle } from '@dealer/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import RotateRight from '@mui/icons-material/RotateRight';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { mediaUrl } from '@dealer/domain';
import { FileThumbnail } from '../../../../components/items/file-thumbnail';

interface ImageViewerProps {
  files: readonly AuctionItemFile[];
  startIndex: number;
  onClose: () => void;
}

/** Spec 2: 90 degree steps, wrapping at 360. */
export const rotateAngle = (angle: FileAngle): FileAngle => ((angle + 90) % 360) as FileAngle;

/** Spec 2: with more than one file the viewer loops past either end. */
export const stepIndex = (index: number, step: number, count: number) =>
  (index + step + count) % count;

/** The full-screen viewer of an item's files: pages through them and turns the one shown. */
export function ImageViewer({ files, startIndex, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const [turns, setTurns] = useState<Record<number, FileAngle>>({});
  const file = files[index];
  const canPage = files.length > 1;
  if (!file) return null;
  const angle = turns[file.id] ?? file.angle;

  const page = (step: number) => setIndex((current) => stepIndex(current, step, files.length));
  const handleKeyDown = (event: KeyboardEvent) => {
    if (!canPage) return;
    if (event.key === 'ArrowLeft') page(-1);
    if (event.key === 'ArrowRight') page(1);
  };

  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      onKeyDown={handleKeyDown}
      data-testid="image-viewer"
      slotProps={{
        // The name belongs on the element whose role is dialog: the paper, not the backdrop.
        paper: {
          'aria-label': t('viewer.title'),
          sx: { bgcolor: 'grey.900', color: 'common.white' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 1, gap: 1 }}>
        <Typography sx={{ flexGrow: 1, pl: 1 }} data-testid="image-viewer-position">
          {t('files.position', { index: index + 1, count: files.length })}
        </Typography>
        <IconButton
          color="inherit"
          aria-label={t('viewer.rotate')}
          onClick={() => setTurns({ ...turns, [file.id]: rotateAngle(angle) })}
          data-testid="image-viewer-rotate"
        >
          <RotateRight />
        </IconButton>
        <IconButton
          color="inherit"
          aria-label={t('viewer.close')}
          onClick={onClose}
          data-testid="image-viewer-close"
        >
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', minHeight: 0, px: 1 }}>
        <IconButton
          color="inherit"
          disabled={!canPage}
          aria-label={t('viewer.previous')}
          onClick={() => page(-1)}
          data-testid="image-viewer-previous"
        >
          <ChevronLeft fontSize="large" />
        </IconButton>
        <Box sx={{ flexGrow: 1, height: '100%', display: 'grid', placeItems: 'center' }}>
          {file.isImage ? (
            <Box
              component="img"
              src={mediaUrl(file.externalServiceId, 1600, angle)}
              alt={t('files.position', { index: index + 1, count: files.length })}
              data-testid="image-viewer-image"
              data-angle={angle}
              sx={{ maxWidth: '100%', maxHeight: 'calc(100vh - 72px)', objectFit: 'contain' }}
            />
          ) : (
            <Box sx={{ width: 240 }}>
              <FileThumbnail file={file} width={240} alt="" />
            </Box>
          )}
        </Box>
        <IconButton
          color="inherit"
          disabled={!canPage}
          aria-label={t('viewer.next')}
          onClick={() => page(1)}
          data-testid="image-viewer-next"
        >
          <ChevronRight fontSize="large" />
        </IconButton>
      </Box>
    </Dialog>
  );
}

import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDraftEditor, FileManagementDialog } from '../../../drafts';
import { ItemSection } from '../item-section';
import { FileThumbnail } from '../../../../components/items/file-thumbnail';
import { itemPageImageWidth, sortFiles } from '@dealer/domain';
import { ImageViewer } from './image-viewer';

/** Spec 2: the first four files as a strip, turned as the seller chose. */
const shownFiles = 4;
/** Spec 2: a show-all button above five files (above three on extra-small screens). */
const showAllAbove = { xs: 3, sm: 5 };

const carousel = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '80%', sm: '45%', md: 'calc((100% - 24px) / 4)' },
  gap: 1,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > *': { scrollSnapAlign: 'start' },
} as const;

const allFilesGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: 1,
} as const;

/** The images section; the auctioneer opens file management from here until the item ends. */
export function ImagesSection({ canManageFiles }: { canManageFiles: boolean }) {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const [isManaging, setManaging] = useState(false);
  const [isShowingAll, setShowingAll] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const isExtraSmall = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const files = sortFiles(item.files);
  const hasShowAll = files.length > (isExtraSmall ? showAllAbove.xs : showAllAbove.sm);
  const shown = isShowingAll ? files : files.slice(0, shownFiles);

  return (
    <ItemSection
      section="images"
      actions={
        canManageFiles ? (
          <Button
            size="small"
            startIcon={<PhotoLibrary />}
            onClick={() => setManaging(true)}
            data-testid="manage-files"
          >
            {t('files.manage')}
          </Button>
        ) : null
      }
    >
      {files.length === 0 ? (
        <Typography color="text.secondary">{t('files.none')}</Typography>
      ) : (
        <Box data-testid="image-carousel" sx={isShowingAll ? allFilesGrid : carousel}>
          {shown.map((file, index) => (
            <ButtonBase
              key={file.id}
              onClick={() => setViewerIndex(index)}
              aria-label={t('viewer.open', { index: index + 1 })}
              sx={{ display: 'block', borderRadius: 1 }}
              data-testid="image-thumbnail"
            >
              <FileThumbnail
                file={file}
                width={itemPageImageWidth}
                alt={t('files.position', { index: index + 1, count: files.length })}
                isFirstScreen={index === 0}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        {files.length > shownFiles ? (
          <Typography variant="body2" color="text.secondary">
            {t('files.count', { count: files.length })}
          </Typography>
        ) : null}
        {hasShowAll ? (
          <Button
            size="small"
            onClick={() => setShowingAll(!isShowingAll)}
            data-testid="show-all-files"
          >
            {isShowingAll ? t('viewer.showFewer') : t('viewer.showAll', { count: files.length })}
          </Button>
        ) : null}
      </Box>
      {viewerIndex !== null ? (
        <ImageViewer files={files} startIndex={viewerIndex} onClose={() => setViewerIndex(null)} />
      ) : null}
      {isManaging ? <FileManagementDialog item={item} onClose={() => setManaging(false)} /> : null}
    </ItemSection>
  );
}

import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortFiles } from '../../api/update-draft';
import { useDraftEditor } from '../../hooks/draft-editor-context';
import { ItemSection } from '../item-page/item-section';
import { FileManagementDialog } from './file-management-dialog';
import { FileThumbnail } from './file-thumbnail';

/** Spec 2: the first four files as a strip, turned as the seller chose. */
const shownFiles = 4;

/** The images section; the auctioneer opens file management from here until the item ends. */
export function ImagesSection({ canManageFiles }: { canManageFiles: boolean }) {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const [isManaging, setManaging] = useState(false);
  const files = sortFiles(item.files);

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
        <Box
          data-testid="image-carousel"
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '80%', sm: '45%', md: 'calc((100% - 24px) / 4)' },
            gap: 1,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            '& > *': { scrollSnapAlign: 'start' },
          }}
        >
          {files.slice(0, shownFiles).map((file, index) => (
            <FileThumbnail
              key={file.id}
              file={file}
              width={432}
              alt={t('files.position', { index: index + 1, count: files.length })}
            />
          ))}
        </Box>
      )}
      {files.length > shownFiles ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('files.count', { count: files.length })}
        </Typography>
      ) : null}
      {isManaging ? <FileManagementDialog item={item} onClose={() => setManaging(false)} /> : null}
    </ItemSection>
  );
}

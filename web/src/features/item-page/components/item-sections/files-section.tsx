import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../i18n/use-translation';
import { sortFiles } from '@dealer/domain';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2: the item's documents; each PDF opens in a new tab. */
export function FilesSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const documents = sortFiles(item.files).filter((file) => file.isPdf);

  return (
    <ItemSection section="files">
      <Stack spacing={1} data-testid="item-documents">
        {documents.map((file, index) => (
          <Link
            key={file.id}
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
          >
            <PictureAsPdf fontSize="small" />
            {t('itemPage.document', { index: index + 1 })}
          </Link>
        ))}
      </Stack>
    </ItemSection>
  );
}

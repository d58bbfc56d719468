import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RotateRight from '@mui/icons-material/RotateRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import type { WorkingFile } from '../../hooks/file-plan';
import { FileThumbnail } from '../../../../components/items/file-thumbnail';

interface FileTileProps {
  file: WorkingFile;
  index: number;
  count: number;
  canChangeSet: boolean;
  onMove: (key: string, toIndex: number) => void;
  onRotate: (key: string) => void;
  onRemove: (key: string) => void;
  onDropOn: (index: number) => void;
  onDragStart: (key: string) => void;
}

/** One file in the dialog: its place, turning, moving and (for a draft) removing. */
export function FileTile({ file, index, count, canChangeSet, ...handlers }: FileTileProps) {
  const { t } = useTranslation();
  const position = t('files.position', { index: index + 1, count });
  return (
    <Paper
      data-testid={`file-${file.key}`}
      draggable
      onDragStart={() => handlers.onDragStart(file.key)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        handlers.onDropOn(index);
      }}
      sx={{ p: 1, cursor: 'grab' }}
    >
      <FileThumbnail file={file} width={216} alt={position} />
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" sx={{ flexGrow: 1 }}>
          {index + 1}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('files.moveEarlier')}
          disabled={index === 0}
          onClick={() => handlers.onMove(file.key, index - 1)}
          data-testid={`move-file-up-${file.key}`}
        >
          <ArrowBack fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('files.moveLater')}
          disabled={index === count - 1}
          onClick={() => handlers.onMove(file.key, index + 1)}
          data-testid={`move-file-down-${file.key}`}
        >
          <ArrowForward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('files.rotate')}
          disabled={file.isPdf}
          onClick={() => handlers.onRotate(file.key)}
          data-testid={`rotate-file-${file.key}`}
        >
          <RotateRight fontSize="small" />
        </IconButton>
        {canChangeSet ? (
          <IconButton
            size="small"
            aria-label={t('files.remove')}
            onClick={() => handlers.onRemove(file.key)}
            data-testid={`delete-file-${file.key}`}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    </Paper>
  );
}

import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { FilePickerButton } from '../../../../components/file-picker-button';
import { maxFilesPerUpload } from '../../hooks/use-file-selection';

interface UploadButtonProps {
  /** 0-1 while an upload runs. */
  progress: number | null;
  disabled: boolean;
  onSelect: (files: File[]) => void;
}

/** Picks images, videos and PDFs (at most 20 at a time) and shows how far the upload is. */
export function UploadButton({ progress, disabled, onSelect }: UploadButtonProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FilePickerButton
          variant="outlined"
          startIcon={<CloudUpload />}
          disabled={disabled}
          data-testid="file-upload"
          inputTestId="file-upload-input"
          accept="image/*,video/*,application/pdf"
          multiple
          onFiles={onSelect}
        >
          {t('files.upload')}
        </FilePickerButton>
        <Typography variant="body2" color="text.secondary">
          {t('files.uploadHint', { count: maxFilesPerUpload })}
        </Typography>
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('files.uploading')}
          sx={{ mt: 1.5 }}
          data-testid="upload-progress"
        />
      ) : null}
    </Box>
  );
}

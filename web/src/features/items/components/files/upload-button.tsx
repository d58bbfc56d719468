import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same files may be chosen again
    onSelect(selected);
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUpload />}
          disabled={disabled}
          data-testid="file-upload"
        >
          {t('files.upload')}
          <input
            hidden
            type="file"
            multiple
            accept="image/*,video/*,application/pdf"
            onChange={handleChange}
            data-testid="file-upload-input"
          />
        </Button>
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

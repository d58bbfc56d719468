import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';

interface NarrowEditorHeaderProps {
  title: string;
  canSave: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Under 768 px the editor takes the page, with cancel and confirm in a header (spec 2). */
export function NarrowEditorHeader({ title, canSave, onCancel, onSave }: NarrowEditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Paper
      square
      sx={{
        position: 'sticky',
        top: 48,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        mb: 2,
      }}
    >
      <IconButton
        aria-label={t('common.cancel')}
        onClick={onCancel}
        data-testid="permission-cancel"
      >
        <Close />
      </IconButton>
      <Typography variant="h3" component="h1" noWrap sx={{ flexGrow: 1 }} data-testid="page-title">
        {title}
      </Typography>
      <IconButton
        color="primary"
        aria-label={t('common.save')}
        disabled={!canSave}
        onClick={onSave}
        data-testid="permission-save"
      >
        <Check />
      </IconButton>
    </Paper>
  );
}

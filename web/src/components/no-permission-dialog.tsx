import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';

interface NoPermissionDialogProps {
  title: string;
  message: string;
  /** Where Leave goes: items from my items, the settings landing from a settings page. */
  leaveTo: string;
}

/** Persistent: the only way out is Leave (spec 2, no-permission dialogs). */
export function NoPermissionDialog({ title, message, leaveTo }: NoPermissionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} data-testid="no-permission-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{message}</DialogContentText>
        <DialogContentText>{t('noPermission.requestHint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={leaveTo} variant="contained" data-testid="no-permission-leave">
          {t('common.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

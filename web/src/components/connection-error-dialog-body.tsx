import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from '../i18n/use-translation';

/**
 * The dialog itself (MUI's Dialog lives in this chunk). Spec 2: on a connection error the page
 * shows a placeholder and a persistent dialog asking to refresh the page. It has no onClose, so
 * neither Escape nor a click outside dismisses it: the page has nothing current to show.
 */
export default function ConnectionErrorDialogBody({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open data-testid="connection-error-dialog" aria-describedby="connection-error-text">
      <DialogContent>
        <DialogContentText id="connection-error-text">{t('live.connectionLost')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={reload}>
          {t('live.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

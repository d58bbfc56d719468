import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

/** A lost connection or a failing server, as opposed to an answer the page can word itself. */
export const isConnectionError = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * Spec 2: on a connection error the page shows a placeholder and a persistent dialog asking to
 * refresh the page. It has no onClose, so neither Escape nor a click outside dismisses it: the
 * page has nothing current to show.
 */
export function ConnectionErrorDialog({
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

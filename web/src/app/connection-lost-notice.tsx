import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../i18n/use-translation';

/** Spec 4: while the live connection is lost, a notice asks to refresh the page. */
export default function ConnectionLostNotice({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="error"
        variant="filled"
        data-testid="connection-lost"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('live.refresh')}
          </Button>
        }
      >
        {t('live.connectionLost')}
      </Alert>
    </Snackbar>
  );
}

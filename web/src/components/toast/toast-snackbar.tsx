import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../../i18n/use-translation';
import type { Toast } from './toast-provider';

/** The shown message: MUI's Snackbar and Alert live in this chunk only. */
export default function ToastSnackbar({
  toast,
  open,
  onClose,
}: {
  toast: Toast;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.autoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        data-testid="toast"
        closeText={t('common.close')}
      >
        {t(toast.key)}
      </Alert>
    </Snackbar>
  );
}

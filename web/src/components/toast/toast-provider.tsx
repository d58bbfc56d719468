import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastKey, type ToastOptions, type Toaster } from './toast-context';

interface Toast {
  id: number;
  severity: 'success' | 'error';
  key: ToastKey;
  autoHideMs: number;
}

const defaultAutoHideMs = { success: 4000, error: 8000 } as const;

let nextId = 1;

/** One snackbar for the whole app; a new message replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const toaster = useMemo<Toaster>(() => {
    const show = (severity: Toast['severity'], key: ToastKey, options: ToastOptions = {}) => {
      const autoHideMs = options.autoHideMs ?? defaultAutoHideMs[severity];
      setToast({ id: nextId++, severity, key, autoHideMs });
      setOpen(true);
    };
    return {
      success: (key, options) => show('success', key, options),
      error: (key, options) => show('error', key, options),
    };
  }, []);

  const handleClose = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <Snackbar
        key={toast?.id}
        open={open}
        autoHideDuration={toast?.autoHideMs ?? null}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={handleClose}
            data-testid="toast"
            closeText={t('common.close')}
          >
            {t(toast.key)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

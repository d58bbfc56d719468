import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { ToastContext, type ToastKey, type ToastOptions, type Toaster } from './toast-context';

// Fetched when the page is idle: a toast answers an action, never the first screen, and it must
// show even when the action failed for want of a network.
const ToastSnackbar = lazyPreloaded(() => import('./toast-snackbar'));

export interface Toast {
  id: number;
  severity: 'success' | 'error';
  key: ToastKey;
  autoHideMs: number;
}

const defaultAutoHideMs = { success: 4000, error: 8000 } as const;

let nextId = 1;

/** One snackbar for the whole app; a new message replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
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
      {toast ? (
        <Suspense fallback={null}>
          <ToastSnackbar toast={toast} open={open} onClose={handleClose} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

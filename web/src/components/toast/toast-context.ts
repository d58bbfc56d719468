import type { ParseKeysWithoutVariables } from 'i18next';
import { createContext, useContext } from 'react';

export type ToastKey = ParseKeysWithoutVariables;

export interface ToastOptions {
  /** How long the message shows; success 4 s and errors 8 s unless told. */
  autoHideMs?: number;
}

export interface Toaster {
  success: (key: ToastKey, options?: ToastOptions) => void;
  error: (key: ToastKey, options?: ToastOptions) => void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a translated success or error message in the app's one snackbar. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast is used outside the ToastProvider');
  return toaster;
}

import type { ParseKeysWithoutVariables } from 'i18next';
import { createContext, useContext } from 'react';

export type ToastKey = ParseKeysWithoutVariables;

export interface Toaster {
  success: (key: ToastKey) => void;
  error: (key: ToastKey) => void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a translated success or error message in the app's one snackbar. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast is used outside the ToastProvider');
  return toaster;
}

import { useContext } from 'react';
import { globalContext } from '../global-context.ts';

export type ToastKind = 'success' | 'error' | 'info';

/** How long a toast stays: success 3 s, error 5 s, any other 4 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, error: 5000, info: 4000 };

export interface Toaster {
  show: (message: string, kind?: ToastKind) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = globalContext<Toaster | null>('toast', null);
export const ToastContextProvider = ToastContext.Provider;

const consoleToaster: Toaster = {
  show: (message) => console.info(message),
  success: (message) => console.info(message),
  error: (message) => console.warn(message),
};

/** Shows a short message in the shell's toast region (aria-live). */
export function useToast(): Toaster {
  return useContext(ToastContext) ?? consoleToaster;
}

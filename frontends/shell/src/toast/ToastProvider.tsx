import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, ToastContextProvider, type Toaster, type ToastKind } from '@konstvagg/ui';

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/**
 * Toasts (success 3 s, error 5 s, others 4 s). Two live regions, always in the page so
 * screen readers announce what is added: polite for success and info, assertive for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, message, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS[kind]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }),
    [show],
  );

  return (
    <ToastContextProvider value={toaster}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContextProvider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const item = (t: Toast) => (
    <div key={t.id} className={`shell-toast shell-toast--${t.kind}`}>
      <span className="shell-toast__message">{t.message}</span>
      <button
        type="button"
        className="shell-toast__close"
        onClick={() => onDismiss(t.id)}
        aria-label={intl.formatMessage({ id: 'toast.dismiss' })}
      >
        ×
      </button>
    </div>
  );
  return (
    <section className="shell-toasts" aria-label={intl.formatMessage({ id: 'toast.region' })}>
      <div aria-live="polite" role="status">
        {toasts.filter((t) => t.kind !== 'error').map(item)}
      </div>
      <div aria-live="assertive" role="alert">
        {toasts.filter((t) => t.kind === 'error').map(item)}
      </div>
    </section>
  );
}

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element, as the works list's delete dialog is: showModal()
 * makes the rest of the page inert, and Tab wraps around inside it (rather than leaving for the
 * browser's own controls); Escape closes it; focus returns to the element that opened it. The
 * control to start on carries `data-autofocus`.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      // jsdom has no showModal; the page's tests then see the dialog's content inline.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // React's autoFocus runs before showModal() and is lost; the field marked data-autofocus
      // gets the focus instead (else the browser's choice: the first control).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'studio-dialog exh-dialog exh-dialog--wide' : 'studio-dialog exh-dialog'}
      aria-labelledby={labelledBy}
      onKeyDown={keepFocusInside}
      onClose={() => {
        onClose();
        const back = opener.current;
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

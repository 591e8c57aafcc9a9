import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element, as the works list's delete dialog is: showModal()
 * makes the rest of the page inert, so Tab stays inside; Escape closes it; focus returns to the
 * element that opened it.
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
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'studio-dialog exh-dialog exh-dialog--wide' : 'studio-dialog exh-dialog'}
      aria-labelledby={labelledBy}
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

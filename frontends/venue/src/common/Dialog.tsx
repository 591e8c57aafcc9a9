import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal <dialog>: opened while `open`, Escape and the close button call onClose, focus moves in
 * and back (the browser's showModal does both).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  const titleId = `${title.replace(/\W+/g, '-')}-title`;
  return (
    <dialog
      ref={ref}
      className={wide ? 'venue-dialog venue-dialog--wide' : 'venue-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="venue-dialog__title">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

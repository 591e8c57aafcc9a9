import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * The console's modal <dialog> (useModalDialog: open while mounted, focus kept inside and given
 * back after). Escape closes it through `onClose`; it is named by the heading that takes the id
 * `children` is given.
 */
export function ModalDialog({
  className,
  onClose,
  children,
}: {
  className: string;
  onClose: () => void;
  children: (headingId: string) => ReactNode;
}) {
  const ref = useModalDialog();
  const headingId = useId();
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children(headingId)}
    </dialog>
  );
}

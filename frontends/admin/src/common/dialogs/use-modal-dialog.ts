import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened as a modal while its component is mounted: showModal() makes the page
 * behind inert and keeps focus inside; unmounting closes it and gives focus back to what had it
 * (the button that opened it). jsdom has no showModal: its content then shows inline. The
 * component still handles `cancel` (Escape) itself, to close through its own state.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);
  return ref;
}

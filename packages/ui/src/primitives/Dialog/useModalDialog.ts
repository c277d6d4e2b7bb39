import { useEffect, useRef } from 'react';

/**
 * Drives a native `<dialog>` as a modal from an `open` prop: the browser gives us the top layer,
 * the inert background and the focus trap. Escape calls `onClose` instead of closing by itself,
 * so the parent's state stays the single source of truth, and focus returns to where it was.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Escape is handled on keydown too: scripted key presses (tests, assistive tools) do not
    // trigger the browser's own cancel. Preventing the keydown stops the native cancel, so a real
    // Escape closes once.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel(event);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}

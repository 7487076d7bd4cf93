import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus inside it, Escape closes it, and focus
 * returns to where it was when it closes.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect, so its cleanup runs while the <dialog> is still in the document: closing it
  // there and focusing the opener again works whether the dialog closes or unmounts.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) dialog.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Handled here too: not every engine turns Escape into a cancel event.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}

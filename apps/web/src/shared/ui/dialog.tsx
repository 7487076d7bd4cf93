import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCloseOnBack } from './dialog-history';

// For full-screen viewers that draw their own <dialog>: imported from here, they share this
// module's chunk rather than splitting the history helper into a chunk of its own.
export { useCloseOnBack };
import styles from './ui.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus inside it, Escape and browser Back close
 * it, and focus returns to where it was when it closes. When the dialog moves to its next step (a
 * new title, e.g. Review → Booking Confirmed), focus moves to the new heading, so the change is
 * announced and the keyboard starts from there.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const shownTitle = useRef(title);
  useCloseOnBack(open, onClose);

  useEffect(() => {
    if (!open || shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [open, title]);

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
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}

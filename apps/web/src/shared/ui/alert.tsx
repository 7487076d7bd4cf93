import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A red error message, announced to screen readers; `tone="success"` for confirmations. */
export function Alert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${tone === 'success' ? styles.success : ''}`}
    >
      {children}
    </div>
  );
}

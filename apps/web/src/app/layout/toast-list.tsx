import type { FocusEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast, toastStore, type ToastItem } from '../../shared/toast/toast';
import styles from './toasts.module.css';

const ICONS: Record<ToastItem['type'], string> = {
  blank: '',
  success: '✓',
  error: '!',
  loading: '',
};

/**
 * The toasts, at top-centre below the header, newest first. Each is its own live region (an
 * error an alert, anything else a status) with a Dismiss button, which Escape presses too.
 * Pointing at them or moving focus into them stops their clock until the visitor leaves.
 */
export default function ToastList({ items }: { items: readonly ToastItem[] }) {
  const { t } = useLingui();
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toastStore.pause(false);
  };
  return (
    <section
      className={styles.region}
      aria-label={t`Notifications`}
      onMouseEnter={() => toastStore.pause(true)}
      onMouseLeave={() => toastStore.pause(false)}
      onFocus={() => toastStore.pause(true)}
      onBlur={leave}
    >
      {items.map((item) => (
        <div key={item.id} className={styles.toast}>
          {item.type === 'loading' ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            ICONS[item.type] && (
              <span className={`${styles.icon} ${styles[item.type]}`} aria-hidden="true">
                {ICONS[item.type]}
              </span>
            )
          )}
          <div
            className={styles.message}
            role={item.type === 'error' ? 'alert' : 'status'}
            aria-live={item.type === 'error' ? 'assertive' : 'polite'}
          >
            {item.message}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t`Dismiss notification`}
            onClick={() => toast.dismiss(item.id)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') toast.dismiss(item.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

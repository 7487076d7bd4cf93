import { useLingui } from '@lingui/react/macro';
import { LogoMark } from './logo-mark';
import styles from './ui.module.css';

/** Loading state with the Holidaze mark; `label` is what a screen reader hears. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <div className={styles.spinnerRing}>
        <LogoMark className={styles.spinnerLogo} />
      </div>
      <span>{label ?? t`Loading`}…</span>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import styles from './bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';

interface Props {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

/** Minus clamps at `min`, plus at `max`; the count is announced as it changes. */
export function GuestCounter({ value, min, max, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.counter} role="group" aria-label={t`Guests`}>
      <button
        type="button"
        className={`${ui.roundButton} ${styles.counterButton}`}
        aria-label={t`Decrease guests`}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
      >
        −
      </button>
      <output className={styles.counterValue} aria-live="polite" aria-label={t`Number of guests`}>
        {value}
      </output>
      <button
        type="button"
        className={`${ui.roundButton} ${styles.counterButton}`}
        aria-label={t`Increase guests`}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
      >
        +
      </button>
    </div>
  );
}

import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MIN_GUESTS } from '@holidaze/domain';
import styles from './availability-panel.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** A guest count from the query, clamped to 1..maxGuests (anything unreadable becomes the default). */
export function clampGuests(
  raw: string | null | undefined,
  maxGuests: number,
  fallback: number,
): number {
  const max = Math.max(MIN_GUESTS, Math.floor(maxGuests));
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  const wanted = Number.isFinite(parsed) ? parsed : fallback;
  return Math.min(max, Math.max(MIN_GUESTS, wanted));
}

interface GuestSelectProps {
  value: number;
  maxGuests: number;
  onChange: (guests: number) => void;
}

export function GuestSelect({ value, maxGuests, onChange }: GuestSelectProps) {
  const id = useId();
  const options = Array.from({ length: Math.max(MIN_GUESTS, maxGuests) }, (_, i) => i + 1);
  return (
    <div className={ui.stack1}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Guests</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((guests) => (
          <option key={guests} value={guests}>
            {plural(guests, { one: '# guest', other: '# guests' })}
          </option>
        ))}
      </select>
    </div>
  );
}

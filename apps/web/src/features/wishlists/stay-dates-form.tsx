import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import type { StayChoice } from './stay-choice';
import styles from '../../shared/wishlists/wishlists.module.css';

/**
 * The dates and guests a list's venues are checked for: each says whether it is free and what the
 * stay costs. Applied to the URL, so a reload or a shared address keeps them.
 */
export function StayDatesForm({
  stay,
  onApply,
}: {
  stay: StayChoice;
  onApply(next: StayChoice): void;
}) {
  const { t } = useLingui();
  const [dateFrom, setDateFrom] = useState(stay.dateFrom ?? '');
  const [dateTo, setDateTo] = useState(stay.dateTo ?? '');
  const [guests, setGuests] = useState(String(stay.guests ?? 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      dateFrom: dateFrom || undefined,
      dateTo: dateTo || undefined,
      guests: Number(guests) || undefined,
    });
  };
  return (
    <form className={styles.dates} onSubmit={submit} aria-label={t`Dates for this list`}>
      <label>
        <Trans>Check-in</Trans>
        <input type="date" value={dateFrom} onChange={(event) => setDateFrom(event.target.value)} />
      </label>
      <label>
        <Trans>Check-out</Trans>
        <input type="date" value={dateTo} onChange={(event) => setDateTo(event.target.value)} />
      </label>
      <label>
        <Trans>Guests</Trans>
        <input
          type="number"
          min={1}
          max={100}
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
        />
      </label>
      <div className={styles.dateButtons}>
        <Button type="submit">
          <Trans>Check dates</Trans>
        </Button>
        {(stay.dateFrom || stay.dateTo) && (
          <Button
            variant="ghost"
            onClick={() => {
              setDateFrom('');
              setDateTo('');
              onApply({});
            }}
          >
            <Trans>Clear dates</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

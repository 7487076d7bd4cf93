import { MIN_GUESTS, todayLocal, type VenueSearchFilters } from '@holidaze/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import ui from '../ui/ui.module.css';
import styles from './search-form.module.css';

interface Props {
  initial: VenueSearchFilters;
  onSearch(filters: VenueSearchFilters): void;
  onClear(): void;
  clearLabel?: string;
}

/** City, guests and a check-in/check-out range; native date inputs keep it light and keyboard-friendly. */
export function SearchForm({ initial, onSearch, onClear, clearLabel = 'Clear' }: Props) {
  const id = useId();
  const [query, setQuery] = useState(initial.query);
  const [guests, setGuests] = useState(String(initial.guests));
  const [dateFrom, setDateFrom] = useState(initial.dateFrom);
  const [dateTo, setDateTo] = useState(initial.dateTo);
  const [error, setError] = useState<string>();
  const today = todayLocal();

  function submit(event: FormEvent) {
    event.preventDefault();
    if ((dateFrom && !dateTo) || (!dateFrom && dateTo))
      return setError('Choose both a check-in and a check-out date.');
    if (dateFrom && dateTo && dateTo <= dateFrom) return setError('Minimum stay 1 night');
    setError(undefined);
    onSearch({
      ...initial,
      query: query.trim(),
      guests: Math.max(MIN_GUESTS, Math.floor(Number(guests)) || MIN_GUESTS),
      dateFrom,
      dateTo,
    });
  }

  function clear() {
    setQuery('');
    setGuests('2');
    setDateFrom('');
    setDateTo('');
    setError(undefined);
    onClear();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      role="search"
      aria-label="Search venues"
      noValidate
    >
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor={`${id}-city`}>
          City
        </label>
        <input
          id={`${id}-city`}
          className={`${ui.input} ${styles.input}`}
          value={query}
          placeholder="Where are you going?"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-guests`}>
          Guests
        </label>
        <input
          id={`${id}-guests`}
          className={`${ui.input} ${styles.input}`}
          type="number"
          min={MIN_GUESTS}
          inputMode="numeric"
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-from`}>
          Check-in
        </label>
        <input
          id={`${id}-from`}
          className={`${ui.input} ${styles.input}`}
          type="date"
          min={today}
          value={dateFrom}
          onChange={(e) => setDateFrom(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-to`}>
          Check-out
        </label>
        <input
          id={`${id}-to`}
          className={`${ui.input} ${styles.input}`}
          type="date"
          min={dateFrom || today}
          value={dateTo}
          onChange={(e) => setDateTo(e.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Search</Button>
        <Button variant="ghost" onClick={clear}>
          {clearLabel}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

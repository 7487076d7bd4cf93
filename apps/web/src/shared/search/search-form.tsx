import { MIN_GUESTS, todayLocal, type VenueSearchFilters } from '@holidaze/domain';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
export function SearchForm({ initial, onSearch, onClear, clearLabel }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState(initial.query);
  const [guests, setGuests] = useState(String(initial.guests));
  const [dateFrom, setDateFrom] = useState(initial.dateFrom);
  const [dateTo, setDateTo] = useState(initial.dateTo);
  const [error, setError] = useState<string>();
  const today = todayLocal();

  function submit(event: FormEvent) {
    event.preventDefault();
    if ((dateFrom && !dateTo) || (!dateFrom && dateTo))
      return setError(t`Choose both a check-in and a check-out date.`);
    if (dateFrom && dateTo && dateTo <= dateFrom) return setError(t`Minimum stay 1 night`);
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
      aria-label={t`Search venues`}
      noValidate
    >
      <SearchField
        label={t`City`}
        wide
        value={query}
        placeholder={t`Where are you going?`}
        onChange={setQuery}
      />
      <SearchField
        label={t`Guests`}
        type="number"
        min={MIN_GUESTS}
        inputMode="numeric"
        value={guests}
        onChange={setGuests}
      />
      <SearchField
        label={t`Check-in`}
        type="date"
        min={today}
        value={dateFrom}
        onChange={setDateFrom}
      />
      <SearchField
        label={t`Check-out`}
        type="date"
        min={dateFrom || today}
        value={dateTo}
        onChange={setDateTo}
      />
      <div className={styles.actions}>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
        <Button variant="ghost" onClick={clear}>
          {clearLabel ?? <Trans>Clear</Trans>}
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

interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'onChange'
> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Takes the whole row on a phone (the city). */
  wide?: boolean;
}

/** One of the bar's inputs: its label above it, the site's input look. */
function SearchField({ label, wide, onChange, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${ui.input} ${styles.input}`}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}

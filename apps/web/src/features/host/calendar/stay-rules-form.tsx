import { useState, type FormEvent } from 'react';
import { REQUEST_RESPONSE_HOURS, type BookingMode, type StayRules } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarSettings } from './api/calendar';
import styles from './venue-calendar.module.css';

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

interface SeasonRow {
  dateFrom: string;
  dateTo: string;
  minNights: string;
  label: string;
}

/** The venue's stay rules as a host edits them, seasons included. */
export function StayRulesForm({ venueId, rules }: { venueId: string; rules: StayRules }) {
  const { saveRules } = useCalendarSettings(venueId);
  const [values, setValues] = useState({
    minNights: String(rules.minNights),
    maxNights: rules.maxNights === null ? '' : String(rules.maxNights),
    noticeDays: String(rules.noticeDays),
    horizonDays: rules.horizonDays === null ? '' : String(rules.horizonDays),
    checkInTime: rules.checkInTime ?? '',
    checkOutTime: rules.checkOutTime ?? '',
    requestHours: String(rules.requestHours),
  });
  const [bookingMode, setBookingMode] = useState<BookingMode>(rules.bookingMode);
  const [seasons, setSeasons] = useState<SeasonRow[]>(
    rules.seasons.map((season) => ({
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      minNights: String(season.minNights),
      label: season.label ?? '',
    })),
  );
  const [saved, setSaved] = useState('');
  const setSeason = (index: number, key: keyof SeasonRow, value: string) =>
    setSeasons(seasons.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    saveRules.mutate(
      {
        ...rules,
        seasons: seasons.map((row) => ({
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          minNights: Number(row.minNights),
          label: row.label.trim() || null,
        })),
        minNights: Number(values.minNights),
        maxNights: numberOrNull(values.maxNights),
        noticeDays: Number(values.noticeDays),
        horizonDays: numberOrNull(values.horizonDays),
        checkInTime: values.checkInTime || null,
        checkOutTime: values.checkOutTime || null,
        bookingMode,
        requestHours: Number(values.requestHours),
      },
      { onSuccess: () => setSaved('Stay rules saved.') },
    );
  };
  return (
    <form onSubmit={submit} className={styles.blockForm} aria-labelledby="rules-heading">
      <h3 id="rules-heading">Stay rules</h3>
      <p className={styles.hint}>Bookings that break these are refused, with the reason.</p>
      <fieldset className={styles.seasons}>
        <legend>How travellers book</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="bookingMode"
            value="instant"
            checked={bookingMode === 'instant'}
            onChange={() => setBookingMode('instant')}
          />{' '}
          Instant booking: a booking is confirmed at once
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="bookingMode"
            value="request"
            checked={bookingMode === 'request'}
            onChange={() => setBookingMode('request')}
          />{' '}
          Request to book: you accept or decline each request; its nights are held meanwhile
        </label>
        {bookingMode === 'request' && (
          <Field
            label={`Hours to answer a request (${REQUEST_RESPONSE_HOURS.min}–${REQUEST_RESPONSE_HOURS.max})`}
            type="number"
            min={REQUEST_RESPONSE_HOURS.min}
            max={REQUEST_RESPONSE_HOURS.max}
            required
            value={values.requestHours}
            onChange={set('requestHours')}
          />
        )}
      </fieldset>
      <div className={styles.formRow}>
        <Field
          label="Minimum nights"
          type="number"
          min={1}
          max={90}
          required
          value={values.minNights}
          onChange={set('minNights')}
        />
        <Field
          label="Maximum nights (empty: 90)"
          type="number"
          min={1}
          max={90}
          value={values.maxNights}
          onChange={set('maxNights')}
        />
        <Field
          label="Days of notice"
          type="number"
          min={0}
          max={60}
          required
          value={values.noticeDays}
          onChange={set('noticeDays')}
        />
        <Field
          label="Days ahead bookable (empty: 500)"
          type="number"
          min={0}
          max={500}
          value={values.horizonDays}
          onChange={set('horizonDays')}
        />
        <Field
          label="Check-in from"
          type="time"
          value={values.checkInTime}
          onChange={set('checkInTime')}
        />
        <Field
          label="Check-out by"
          type="time"
          value={values.checkOutTime}
          onChange={set('checkOutTime')}
        />
      </div>
      <fieldset className={styles.seasons}>
        <legend>Seasons with a longer minimum stay (by check-in day)</legend>
        {seasons.map((row, index) => (
          <div key={index} className={styles.formRow}>
            <Field
              label={`Season ${index + 1} from`}
              type="date"
              required
              value={row.dateFrom}
              onChange={(event) => setSeason(index, 'dateFrom', event.target.value)}
            />
            <Field
              label={`Season ${index + 1} until`}
              type="date"
              required
              value={row.dateTo}
              onChange={(event) => setSeason(index, 'dateTo', event.target.value)}
            />
            <Field
              label={`Season ${index + 1} minimum nights`}
              type="number"
              min={1}
              max={90}
              required
              value={row.minNights}
              onChange={(event) => setSeason(index, 'minNights', event.target.value)}
            />
            <Field
              label={`Season ${index + 1} name (optional)`}
              maxLength={40}
              value={row.label}
              onChange={(event) => setSeason(index, 'label', event.target.value)}
            />
            <Button
              variant="ghost"
              onClick={() => setSeasons(seasons.filter((_, i) => i !== index))}
            >
              Remove season {index + 1}
            </Button>
          </div>
        ))}
        {seasons.length < 24 && (
          <Button
            variant="secondary"
            onClick={() =>
              setSeasons([...seasons, { dateFrom: '', dateTo: '', minNights: '2', label: '' }])
            }
          >
            Add season
          </Button>
        )}
      </fieldset>
      <Button type="submit" loading={saveRules.isPending}>
        Save rules
      </Button>
      {saveRules.isError && (
        <Alert>{apiErrorMessage(saveRules.error, 'The rules could not be saved.')}</Alert>
      )}
      <p role="status">{saved}</p>
    </form>
  );
}

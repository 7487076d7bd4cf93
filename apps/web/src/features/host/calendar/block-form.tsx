import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarChanges } from './api/calendar';
import styles from './venue-calendar.module.css';

/** Closes nights to guests, with a note only the host sees. */
export function BlockForm({ venueId }: { venueId: string }) {
  const { block } = useCalendarChanges(venueId);
  const [values, setValues] = useState({ dateFrom: '', dateTo: '', note: '' });
  const [done, setDone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    block.mutate(values, {
      onSuccess: () => {
        setDone(`Blocked ${values.dateFrom} to ${values.dateTo}.`);
        setValues({ dateFrom: '', dateTo: '', note: '' });
      },
    });
  };
  return (
    <form onSubmit={submit} className={styles.blockForm} aria-labelledby="block-heading">
      <h3 id="block-heading">Block dates</h3>
      <p className={styles.hint}>
        Guests cannot book blocked nights; they see them as unavailable, without your note.
      </p>
      <div className={styles.formRow}>
        <Field
          label="First night"
          type="date"
          required
          value={values.dateFrom}
          onChange={(event) => setValues({ ...values, dateFrom: event.target.value })}
        />
        <Field
          label="Until (check-out day)"
          type="date"
          required
          min={values.dateFrom || undefined}
          value={values.dateTo}
          onChange={(event) => setValues({ ...values, dateTo: event.target.value })}
        />
        <Field
          label="Private note (optional)"
          maxLength={200}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </div>
      <Button type="submit" loading={block.isPending}>
        Block dates
      </Button>
      {block.isError && (
        <Alert>{apiErrorMessage(block.error, 'Could not block these dates.')}</Alert>
      )}
      <p role="status">{done}</p>
    </form>
  );
}

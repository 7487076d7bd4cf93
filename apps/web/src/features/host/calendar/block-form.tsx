import { useState } from 'react';
import { formatDisplayDate, todayLocal } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarChanges } from './api/calendar';
import styles from './venue-calendar.module.css';

const schema = lazySchema(() =>
  import('./calendar-form-schemas').then((m) => m.blockCreateBodySchema),
);
const EMPTY = { dateFrom: '', dateTo: '', note: '' };

/** Closes nights to guests, with a note only the host sees. */
export function BlockForm({ venueId }: { venueId: string }) {
  const { block } = useCalendarChanges(venueId);
  const form = useSchemaForm({ schema, defaultValues: EMPTY });
  const { field, values } = form;
  const [done, setDone] = useState('');
  const submit = form.handleSubmit((data) => {
    setDone('');
    const sent = { dateFrom: data.dateFrom, dateTo: data.dateTo, note: data.note ?? '' };
    block.mutate(sent, {
      onSuccess: () => {
        setDone(`Blocked ${formatDisplayDate(sent.dateFrom)} – ${formatDisplayDate(sent.dateTo)}.`);
        form.reset();
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className={styles.blockForm} aria-labelledby="block-heading">
      <h3 id="block-heading">Block dates</h3>
      <p className={styles.hint}>
        Guests cannot book blocked nights; they see them as unavailable, without your note.
      </p>
      <div className={styles.formRow}>
        <Field label="First night" type="date" required min={todayLocal()} {...field('dateFrom')} />
        <Field
          label="Until (check-out day)"
          type="date"
          required
          min={values.dateFrom || undefined}
          {...field('dateTo')}
        />
        <Field label="Private note (optional)" maxLength={200} {...field('note')} />
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

import { useState } from 'react';
import { todayLocal } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../shared/i18n';
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
  const { t } = useLingui();
  const { block } = useCalendarChanges(venueId);
  const form = useSchemaForm({ schema, defaultValues: EMPTY });
  const { field, values } = form;
  const [done, setDone] = useState('');
  const submit = form.handleSubmit((data) => {
    setDone('');
    const sent = { dateFrom: data.dateFrom, dateTo: data.dateTo, note: data.note ?? '' };
    block.mutate(sent, {
      onSuccess: () => {
        const from = formatDisplayDate(sent.dateFrom);
        const to = formatDisplayDate(sent.dateTo);
        setDone(t`Blocked ${from} – ${to}.`);
        form.reset();
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className={styles.blockForm} aria-labelledby="block-heading">
      <h3 id="block-heading">
        <Trans>Block dates</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          Guests cannot book blocked nights; they see them as unavailable, without your note.
        </Trans>
      </p>
      <div className={styles.formRow}>
        <Field
          label={t`First night`}
          type="date"
          required
          min={todayLocal()}
          {...field('dateFrom')}
        />
        <Field
          label={t`Until (check-out day)`}
          type="date"
          required
          min={values.dateFrom || undefined}
          {...field('dateTo')}
        />
        <Field label={t`Private note (optional)`} maxLength={200} {...field('note')} />
      </div>
      <Button type="submit" loading={block.isPending}>
        <Trans>Block dates</Trans>
      </Button>
      {block.isError && (
        <Alert>{apiErrorMessage(block.error, t`Could not block these dates.`)}</Alert>
      )}
      <p role="status">{done}</p>
    </form>
  );
}

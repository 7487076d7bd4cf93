import { useState } from 'react';
import { formatDeadline } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarSettings, useImportedFeeds, type ImportedFeed } from './api/calendar';
import styles from './venue-calendar.module.css';

const schema = lazySchema(() => import('./calendar-form-schemas').then((m) => m.feedFormSchema));
// The site's style for a moment: the viewer's day and time, with the zone named.
const when = (value: string | null) => (value ? formatDeadline(new Date(value)) : 'never');

function feedState(feed: ImportedFeed): string {
  if (feed.lastError) return `Last read failed: ${feed.lastError}`;
  if (feed.lastSuccess) return `Last read ${when(feed.lastSuccess)}`;
  return 'Not read yet: within a minute';
}

/** Calendars of other sites this venue imports: their nights become blocks here. */
export function ImportedFeeds({ venueId }: { venueId: string }) {
  const feeds = useImportedFeeds(venueId);
  const { addFeed, syncFeed, removeFeed } = useCalendarSettings(venueId);
  const form = useSchemaForm({ schema, defaultValues: { url: '' } });
  const [status, setStatus] = useState('');
  const submit = form.handleSubmit(({ url }) => {
    setStatus('');
    addFeed.mutate(url, {
      onSuccess: () => {
        form.reset();
        setStatus('Feed added: it is read within a minute, then every 30 minutes.');
      },
    });
  });
  const failed = addFeed.error ?? syncFeed.error ?? removeFeed.error;
  return (
    <section aria-labelledby="imports-heading" className={styles.feed}>
      <h3 id="imports-heading">Calendars from other sites</h3>
      <p className={styles.hint}>
        Add the calendar (iCal) address another site gives you for this venue: its booked nights are
        blocked here. A night already booked here is shown as a conflict for you to resolve.
      </p>
      {feeds.data && feeds.data.length > 0 && (
        <ul>
          {feeds.data.map((feed) => (
            <li key={feed.id} className={styles.blockItem}>
              <span className={styles.feedText}>
                {feed.url} · {feedState(feed)}
              </span>
              <span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    syncFeed.mutate(feed.id, {
                      onSuccess: () => setStatus('Reading it on the next round.'),
                    })
                  }
                >
                  Sync now
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    removeFeed.mutate(feed.id, {
                      onSuccess: () => setStatus('Feed removed, with its blocks.'),
                    })
                  }
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className={styles.formRow}>
        <Field label="Calendar address (https://…)" type="url" required {...form.field('url')} />
        <Button type="submit" variant="secondary" loading={addFeed.isPending}>
          Add calendar
        </Button>
      </form>
      {failed && <Alert>{apiErrorMessage(failed, 'That did not work. Please try again.')}</Alert>}
      <p role="status">{status}</p>
    </section>
  );
}

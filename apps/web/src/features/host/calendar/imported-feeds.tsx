import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, formatDeadline } from '../../../shared/i18n';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarSettings, useImportedFeeds, type ImportedFeed } from './api/calendar';
import styles from './venue-calendar.module.css';

const schema = lazySchema(() => import('./calendar-form-schemas').then((m) => m.feedFormSchema));
/** Calendars of other sites this venue imports: their nights become blocks here. */
export function ImportedFeeds({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const feeds = useImportedFeeds(venueId);
  const feedState = ({ lastError, lastErrorCategory, lastSuccess }: ImportedFeed): string => {
    if (lastError) {
      // The server's words in English (they may name the status); its category's in Norwegian.
      const code = lastErrorCategory ? `feedError.${lastErrorCategory}` : undefined;
      const reason = errorText({ code, message: lastError });
      return t`Last read failed: ${reason}`;
    }
    if (!lastSuccess) return t`Not read yet: within a minute`;
    // The site's style for a moment: the viewer's day and time, with the zone named.
    const when = formatDeadline(new Date(lastSuccess));
    return t`Last read ${when}`;
  };
  const { addFeed, syncFeed, removeFeed } = useCalendarSettings(venueId);
  const form = useSchemaForm({ schema, defaultValues: { url: '' } });
  const [status, setStatus] = useState('');
  const submit = form.handleSubmit(({ url }) => {
    setStatus('');
    addFeed.mutate(url, {
      onSuccess: () => {
        form.reset();
        setStatus(t`Feed added: it is read within a minute, then every 30 minutes.`);
      },
    });
  });
  const failed = addFeed.error ?? syncFeed.error ?? removeFeed.error;
  return (
    <section aria-labelledby="imports-heading" className={styles.feed}>
      <h3 id="imports-heading">
        <Trans>Calendars from other sites</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          Add the calendar (iCal) address another site gives you for this venue: its booked nights
          are blocked here. A night already booked here is shown as a conflict for you to resolve.
        </Trans>
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
                      onSuccess: () => setStatus(t`Reading it on the next round.`),
                    })
                  }
                >
                  <Trans>Sync now</Trans>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    removeFeed.mutate(feed.id, {
                      onSuccess: () => setStatus(t`Feed removed, with its blocks.`),
                    })
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className={styles.formRow}>
        <Field label={t`Calendar address (https://…)`} type="url" required {...form.field('url')} />
        <Button type="submit" variant="secondary" loading={addFeed.isPending}>
          <Trans>Add calendar</Trans>
        </Button>
      </form>
      {failed && <Alert>{apiErrorMessage(failed, t`That did not work. Please try again.`)}</Alert>}
      <p role="status">{status}</p>
    </section>
  );
}

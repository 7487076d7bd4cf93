import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarChanges, useFeedUrl } from './api/calendar';
import styles from './venue-calendar.module.css';

/** The exported feed's address: copied into other sites, or replaced when it leaked. */
export function FeedUrl({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const feed = useFeedUrl(venueId);
  const { rotateFeed } = useCalendarChanges(venueId);
  const [status, setStatus] = useState('');
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      setStatus(t`Feed address copied.`);
    } catch {
      setStatus(t`Copying is not allowed here: select the address and copy it.`);
    }
  };
  return (
    <section aria-labelledby="feed-heading" className={styles.feed}>
      <h3 id="feed-heading">
        <Trans>Calendar feed for other sites</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          Paste this address into Airbnb, Booking.com or your calendar app to show this venue’s
          booked and blocked nights there. Keep it private.
        </Trans>
      </p>
      {feed.isError && (
        <Alert>{apiErrorMessage(feed.error, t`The feed address could not be loaded.`)}</Alert>
      )}
      <Field
        label={t`Feed address`}
        readOnly
        value={feed.data ?? ''}
        onFocus={(e) => e.target.select()}
      />
      <div className={styles.formRow}>
        <Button variant="secondary" onClick={() => void copy()} disabled={!feed.data}>
          <Trans>Copy address</Trans>
        </Button>
        <Button
          variant="ghost"
          loading={rotateFeed.isPending}
          onClick={() =>
            rotateFeed.mutate(undefined, {
              onSuccess: () => setStatus(t`New address made: the old one no longer works.`),
            })
          }
        >
          <Trans>Make a new address</Trans>
        </Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}

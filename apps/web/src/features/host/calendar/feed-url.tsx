import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useCalendarChanges, useFeedUrl } from './api/calendar';
import styles from './venue-calendar.module.css';

/** The exported feed's address: copied into other sites, or replaced when it leaked. */
export function FeedUrl({ venueId }: { venueId: string }) {
  const feed = useFeedUrl(venueId);
  const { rotateFeed } = useCalendarChanges(venueId);
  const [status, setStatus] = useState('');
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      setStatus('Feed address copied.');
    } catch {
      setStatus('Copying is not allowed here: select the address and copy it.');
    }
  };
  return (
    <section aria-labelledby="feed-heading" className={styles.feed}>
      <h3 id="feed-heading">Calendar feed for other sites</h3>
      <p className={styles.hint}>
        Paste this address into Airbnb, Booking.com or your calendar app to show this venue’s booked
        and blocked nights there. Keep it private.
      </p>
      {feed.isError && (
        <Alert>{apiErrorMessage(feed.error, 'The feed address could not be loaded.')}</Alert>
      )}
      <Field
        label="Feed address"
        readOnly
        value={feed.data ?? ''}
        onFocus={(e) => e.target.select()}
      />
      <div className={styles.formRow}>
        <Button variant="secondary" onClick={() => void copy()} disabled={!feed.data}>
          Copy address
        </Button>
        <Button
          variant="ghost"
          loading={rotateFeed.isPending}
          onClick={() =>
            rotateFeed.mutate(undefined, {
              onSuccess: () => setStatus('New address made: the old one no longer works.'),
            })
          }
        >
          Make a new address
        </Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}

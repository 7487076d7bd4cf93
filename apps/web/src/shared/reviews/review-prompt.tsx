import { Suspense, lazy, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { addDays } from '@holidaze/domain';
import { formatDisplayDate } from '../i18n';
import { Button } from '../ui/button';
import { usePendingReviews } from '../api/reviews';
import styles from './reviews.module.css';

// The form (and the schemas it validates with) loads when someone opens it.
const ReviewDialog = lazy(() => import('./review-dialog'));

/**
 * "Write a review" on a booking card, while the signed-in side may still review the stay (the
 * server's list of pending reviews, read once for the whole page).
 */
export function ReviewPrompt({ bookingId }: { bookingId: string }) {
  const pending = usePendingReviews();
  const [open, setOpen] = useState(false);
  const item = pending.data?.find((entry) => entry.bookingId === bookingId);
  if (!item) return null;
  const lastDay = formatDisplayDate(addDays(item.closesOn, -1));
  const guestName = item.subject.name;
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>
        {item.side === 'guest' ? (
          <Trans>Review your stay by {lastDay}.</Trans>
        ) : (
          <Trans>
            Review your guest {guestName} by {lastDay}.
          </Trans>
        )}
      </p>
      <Button variant="accent" onClick={() => setOpen(true)}>
        <Trans>Write a review</Trans>
      </Button>
      <Suspense fallback={null}>
        {open && <ReviewDialog pending={item} onClose={() => setOpen(false)} />}
      </Suspense>
    </div>
  );
}

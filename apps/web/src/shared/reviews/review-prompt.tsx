import { Suspense, lazy, useState } from 'react';
import { addDays, formatDisplayDate } from '@holidaze/domain';
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
  const who = item.side === 'guest' ? 'your stay' : `your guest ${item.subject.name}`;
  return (
    <div className={styles.prompt}>
      <p className={styles.promptText}>
        Review {who} by {lastDay}.
      </p>
      <Button variant="accent" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      <Suspense fallback={null}>
        {open && <ReviewDialog pending={item} onClose={() => setOpen(false)} />}
      </Suspense>
    </div>
  );
}

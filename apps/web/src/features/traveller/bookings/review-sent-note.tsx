import { useGivenReviews } from '../api/given-reviews';
import styles from './bookings.module.css';

/**
 * The mark a sent review leaves on its stay's card: that it was sent, and, while the other side
 * has not written theirs (double-blind), when it will be public.
 */
export default function ReviewSentNote({
  bookingId,
  username,
}: {
  bookingId: string;
  username: string;
}) {
  const given = useGivenReviews(username);
  const review = given.data?.find((entry) => entry.bookingId === bookingId);
  if (!review) return null;
  const stars = `${review.stars} ${review.stars === 1 ? 'star' : 'stars'}`;
  return (
    <p className={styles.reviewSent} role="note">
      <strong>
        <span aria-hidden="true">✓ </span>You reviewed this stay
      </strong>{' '}
      ({stars}).{' '}
      {review.published
        ? 'Your review is public on the venue page.'
        : 'It becomes public when the host has reviewed your stay too, or when the review window closes.'}
    </p>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const given = useGivenReviews(username);
  const review = given.data?.find((entry) => entry.bookingId === bookingId);
  if (!review) return null;
  const rating = review.stars;
  const stars = plural(rating, { one: '# star', other: '# stars' });
  return (
    <p className={styles.reviewSent} role="note">
      <strong>
        <span aria-hidden="true">✓ </span>
        <Trans>You reviewed this stay</Trans>
      </strong>{' '}
      ({stars}).{' '}
      {review.published
        ? t`Your review is public on the venue page.`
        : t`It becomes public when the host has reviewed your stay too, or when the review window closes.`}
    </p>
  );
}

import { useId } from 'react';
import { formatDisplayDate, type Review } from '@holidaze/domain';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { StarRating } from '../../../shared/ui/star-rating';
import { useProfileReviews } from '../api/profile-reviews';
import styles from './about-me.module.css';
import ui from '../../../shared/ui/ui.module.css';

function ReviewEntry({ review, given }: { review: Review; given: boolean }) {
  return (
    <li className={styles.review}>
      <p className={styles.reviewHead}>
        <strong>{given ? review.venue.name : `From ${review.author.name}`}</strong>{' '}
        <StarRating rating={review.stars} />
      </p>
      <p className={styles.reviewMeta}>
        {given ? 'Your stay' : `Your stay at ${review.venue.name}`},{' '}
        {formatDisplayDate(review.stay.dateFrom)} – {formatDisplayDate(review.stay.dateTo)}
        {review.published
          ? ''
          : ' · hidden until the host has written too or the review window closes'}
      </p>
      <p className={styles.reviewText}>{review.text}</p>
      {review.reply && (
        <p className={styles.reviewReply}>
          <strong>Reply from {review.subject.name}:</strong> {review.reply.text}
        </p>
      )}
    </li>
  );
}

/** "Reviews Given": how many reviews of stays the person wrote (their hidden ones included). */
export default function ReviewsGivenCount({ name }: { name: string }) {
  const given = useProfileReviews(name, 'given');
  return <>{given.data?.meta.totalCount ?? 0}</>;
}

/** The About Me page's reviews: those the person wrote, and hosts' reviews of them as a guest. */
export function ProfileReviews({ name }: { name: string }) {
  const given = useProfileReviews(name, 'given');
  const received = useProfileReviews(name, 'received');
  const givenId = useId();
  const receivedId = useId();
  if (given.isPending || received.isPending) return <Spinner label="Loading reviews" />;
  const mine = given.data?.data ?? [];
  const aboutMe = received.data?.data ?? [];
  if (mine.length === 0 && aboutMe.length === 0) return <EmptyState>No reviews yet.</EmptyState>;
  const average = received.data?.meta.averageStars;
  return (
    <div className={styles.reviewGroups}>
      <section aria-labelledby={givenId}>
        <h3 id={givenId} className={styles.subtitle}>
          Reviews you wrote ({given.data?.meta.totalCount ?? 0})
        </h3>
        {mine.length === 0 ? (
          <p className={styles.reviewMeta}>None yet.</p>
        ) : (
          <ul className={`${ui.plainList} ${styles.reviewList}`}>
            {mine.map((review) => (
              <ReviewEntry key={review.id} review={review} given />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={receivedId}>
        <h3 id={receivedId} className={styles.subtitle}>
          Reviews from hosts ({received.data?.meta.totalCount ?? 0}
          {average != null ? `, ${average.toFixed(1)} on average` : ''})
        </h3>
        {aboutMe.length === 0 ? (
          <p className={styles.reviewMeta}>None yet.</p>
        ) : (
          <ul className={`${ui.plainList} ${styles.reviewList}`}>
            {aboutMe.map((review) => (
              <ReviewEntry key={review.id} review={review} given={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Review } from '@holidaze/domain';
import { formatDisplayDate, formatGroupedNumber } from '../../../shared/i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { StarRating } from '../../../shared/ui/star-rating';
import { useProfileReviews } from '../api/profile-reviews';
import styles from './about-me.module.css';
import ui from '../../../shared/ui/ui.module.css';

function ReviewEntry({ review, given }: { review: Review; given: boolean }) {
  const { t } = useLingui();
  const author = review.author.name;
  const venueName = review.venue.name;
  const host = review.subject.name;
  const reply = review.reply?.text;
  const from = formatDisplayDate(review.stay.dateFrom);
  const to = formatDisplayDate(review.stay.dateTo);
  return (
    <li className={styles.review}>
      <p className={styles.reviewHead}>
        <strong>{given ? venueName : t`From ${author}`}</strong>{' '}
        <StarRating rating={review.stars} />
      </p>
      <p className={styles.reviewMeta}>
        {given ? t`Your stay, ${from} – ${to}` : t`Your stay at ${venueName}, ${from} – ${to}`}
        {review.published
          ? ''
          : t` · hidden until the host has written too or the review window closes`}
      </p>
      <p className={styles.reviewText}>{review.text}</p>
      {review.reply && (
        <p className={styles.reviewReply}>
          <Trans>
            <strong>Reply from {host}:</strong> {reply}
          </Trans>
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
  const { t } = useLingui();
  const given = useProfileReviews(name, 'given');
  const received = useProfileReviews(name, 'received');
  if (given.isPending || received.isPending) return <Spinner label={t`Loading reviews`} />;
  const mine = given.data?.data ?? [];
  const aboutMe = received.data?.data ?? [];
  if (mine.length === 0 && aboutMe.length === 0)
    return (
      <EmptyState>
        <Trans>No reviews yet.</Trans>
      </EmptyState>
    );
  const average = received.data?.meta.averageStars;
  const givenCount = given.data?.meta.totalCount ?? 0;
  const receivedCount = received.data?.meta.totalCount ?? 0;
  const averageText = average != null ? formatGroupedNumber(average, 1, 1) : undefined;
  return (
    <div className={ui.stack5}>
      <ReviewGroup heading={<Trans>Reviews you wrote ({givenCount})</Trans>} reviews={mine} given />
      <ReviewGroup
        heading={
          averageText === undefined
            ? t`Reviews from hosts (${receivedCount})`
            : t`Reviews from hosts (${receivedCount}, ${averageText} on average)`
        }
        reviews={aboutMe}
        given={false}
      />
    </div>
  );
}

/** One side of the person's reviews (those they wrote, or those about them), or "None yet.". */
function ReviewGroup(props: { heading: ReactNode; reviews: Review[]; given: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {props.heading}
      </h3>
      {props.reviews.length === 0 ? (
        <p className={styles.reviewMeta}>
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ul className={`${ui.plainList} ${ui.stack3} ${styles.reviewList}`}>
          {props.reviews.map((review) => (
            <ReviewEntry key={review.id} review={review} given={props.given} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_AVATAR,
  REVIEW_CATEGORIES,
  REVIEW_REPLY_MAX,
  type Review,
  type ReviewCategory,
  type Venue,
} from '@holidaze/domain';
import { formatDisplayDate, formatGroupedNumber } from '../../../shared/i18n';
import { ratingText } from '../../../shared/i18n/rating-text';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useSession } from '../../../shared/session';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { Pagination } from '../../../shared/ui/pagination';
import { Spinner } from '../../../shared/ui/spinner';
import { StarRating } from '../../../shared/ui/star-rating';
import ui from '../../../shared/ui/ui.module.css';
import { useReplyToReview, useVenueReviews } from '../api/venue-reviews';
import styles from './venue-reviews.module.css';

const CATEGORY_LABELS: Record<ReviewCategory, MessageDescriptor> = {
  cleanliness: msg`Cleanliness`,
  accuracy: msg`Accuracy`,
  location: msg`Location`,
  value: msg`Value`,
};

/** A score out of five as the page's language writes it: '4.7'. */
const score = (value: number) => formatGroupedNumber(value, 1, 1);

/** One bar per category: its average out of five, as a meter. */
function CategoryBars({ summary }: { summary: NonNullable<Venue['reviewSummary']> }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={styles.bars}>
      {REVIEW_CATEGORIES.map((category) => {
        const value = summary[category];
        const label = i18n._(CATEGORY_LABELS[category]);
        const shown = score(value);
        return (
          <div key={category} className={styles.bar}>
            <dt>{label}</dt>
            <dd>
              <span
                className={styles.track}
                role="meter"
                aria-label={label}
                aria-valuemin={1}
                aria-valuemax={5}
                aria-valuenow={value}
                aria-valuetext={t`${shown} out of 5`}
              >
                <span className={styles.fill} style={{ width: `${(value / 5) * 100}%` }} />
              </span>
              <span className={styles.barValue}>{shown}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const replySchema = lazySchema(() =>
  import('./reply-form-schema').then((m) => m.reviewReplyBodySchema),
);

function ReplyForm({ review }: { review: Review }) {
  const [open, setOpen] = useState(false);
  const author = review.author.name;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>
          Reply publicly<span className="visually-hidden"> to {author}</span>
        </Trans>
      </Button>
    );
  }
  return <OpenReplyForm review={review} onCancel={() => setOpen(false)} />;
}

/** Opened by "Reply publicly": the keyboard continues in the new field. */
function OpenReplyForm({ review, onCancel }: { review: Review; onCancel(): void }) {
  const { t } = useLingui();
  const form = useSchemaForm({ schema: replySchema, defaultValues: { text: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const reply = useReplyToReview();
  const id = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => field.current?.focus(), []);
  const text = form.register('text');
  const error = form.errors.text ?? failure;
  const author = review.author.name;

  const submit = form.handleSubmit(async ({ text: trimmed }) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ reviewId: review.id, text: trimmed });
    } catch (problem) {
      setFailure(apiErrorMessage(problem, t`Your reply could not be sent.`));
    }
  });
  return (
    <form className={ui.stack2} onSubmit={submit} noValidate>
      <label className={ui.label} htmlFor={id}>
        <Trans>Your public reply to {author}</Trans>
      </label>
      <textarea
        {...text}
        ref={(element) => {
          text.ref(element);
          field.current = element;
        }}
        id={id}
        className={`${ui.input} ${styles.textarea}`}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
      />
      <p className={styles.muted}>
        <Trans>You can reply once; the reply cannot be changed.</Trans>
      </p>
      {error && <Alert>{error}</Alert>}
      <ActionButtons back={t`Cancel`} onBack={onCancel} pending={reply.isPending} type="submit">
        <Trans>Publish reply</Trans>
      </ActionButtons>
    </form>
  );
}

function ReviewItem({ review, isOwner, host }: { review: Review; isOwner: boolean; host: string }) {
  const from = formatDisplayDate(review.stay.dateFrom);
  const to = formatDisplayDate(review.stay.dateTo);
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <ImageWithFallback
          className={styles.avatar}
          src={review.author.avatar.url}
          alt=""
          fallback={DEFAULT_AVATAR}
          media={review.author.avatar}
          width={40}
          height={40}
        />
        <div>
          <p className={styles.author}>{review.author.name}</p>
          <p className={styles.muted}>
            <Trans>
              Stayed {from} – {to}
            </Trans>
          </p>
        </div>
        <span className={styles.stars}>
          <StarRating rating={review.stars} />
          <span className="visually-hidden">{ratingText(review.stars)}</span>
        </span>
      </div>
      <p className={styles.text}>{review.text}</p>
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            <Trans>Reply from {host}</Trans>
          </p>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      ) : (
        isOwner && <ReplyForm review={review} />
      )}
    </li>
  );
}

/**
 * What the venue page's Reviews section holds (reviews-section.tsx draws the section and its
 * heading, `headingId`; this loads lazily): the rating summary and category bars, then the
 * published reviews, newest first, five a page, with the host's replies; the owner may reply.
 * Until the first review there is nothing to fetch, and the page says so.
 */
export default function VenueReviews({ venue, headingId }: { venue: Venue; headingId: string }) {
  const { t } = useLingui();
  const summary = venue.reviewSummary ?? null;
  const count = summary?.count ?? 0;
  const [page, setPage] = useState(1);
  const reviews = useVenueReviews(venue.id, page, count > 0);
  const session = useSession();
  const host = venue.owner?.name ?? t`the host`;
  const isOwner = Boolean(session.username && venue.owner?.name === session.username);

  if (!summary || count === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No reviews yet. Guests can review a stay once they have checked out.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.summary}>
        <StarRating rating={summary.rating} />{' '}
        <span>
          {score(summary.rating)} · <Plural value={count} one="# review" other="# reviews" />
        </span>
      </p>
      <CategoryBars summary={summary} />
      {reviews.isPending ? (
        <Spinner label={t`Loading reviews`} />
      ) : reviews.error ? (
        <Alert>{apiErrorMessage(reviews.error, t`The reviews could not be loaded.`)}</Alert>
      ) : (
        <>
          <ul className={`${ui.plainList} ${ui.stack4}`}>
            {reviews.data.data.map((review) => (
              <ReviewItem key={review.id} review={review} isOwner={isOwner} host={host} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={reviews.data.meta.pageCount}
            label={t`Review pages`}
            onChange={(next) => {
              setPage(next);
              document.getElementById(headingId)?.focus();
            }}
          />
        </>
      )}
    </>
  );
}

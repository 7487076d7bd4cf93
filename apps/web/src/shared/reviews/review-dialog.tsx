import { useId, useState } from 'react';
import { toast } from '../toast/toast';
import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type PendingReview,
  type ReviewBody,
} from '@holidaze/domain';
import { apiErrorMessage } from '../api/http-client';
import { lazySchema, type LazySchema } from '../forms/lazy-schema';
import { useSchemaForm } from '../forms/use-schema-form';
import { Alert } from '../ui/alert';
import { ActionButtons } from '../ui/action-buttons';
import { Dialog } from '../ui/dialog';
import { fieldStyles } from '../ui/field';
import { TextAreaField } from '../ui/field';
import { useWriteReview } from '../api/reviews';
import styles from './reviews.module.css';

type Scores = Partial<Record<'stars' | (typeof REVIEW_CATEGORIES)[number], number>>;
type ReviewValues = Scores & { text: string };

const schemas: Record<PendingReview['side'], LazySchema<ReviewBody>> = {
  guest: lazySchema(() => import('./review-form-schemas').then((m) => m.guestReviewFormSchema)),
  host: lazySchema(() => import('./review-form-schemas').then((m) => m.reviewBodySchema)),
};

/** Five radio buttons in a fieldset: arrow keys move between them, as for any radio group. */
function StarsInput({
  legend,
  name,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: number | undefined;
  error: string | undefined;
  onChange(value: number): void;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.starsField}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.starsOptions}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.starOption}>
            <input
              type="radio"
              name={name}
              value={stars}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span
              aria-hidden="true"
              className={value && stars <= value ? styles.starOn : undefined}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The review form: overall stars, the four categories (travellers only) and the text, checked
 * with the domain's schema before it is sent. Double-blind is said before sending, since a
 * review cannot be changed afterwards.
 */
export default function ReviewDialog({
  pending,
  onClose,
}: {
  pending: PendingReview;
  onClose(): void;
}) {
  const guest = pending.side === 'guest';
  const form = useSchemaForm<ReviewValues, ReviewBody>({
    schema: schemas[pending.side],
    defaultValues: { text: '' },
  });
  const { values: scores, errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWriteReview();
  const title = guest
    ? `Review your stay at ${pending.venue.name}`
    : `Review ${pending.subject.name}`;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await write.mutateAsync({ bookingId: pending.bookingId, body });
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Your review could not be sent.'));
      return;
    }
    toast.success(
      'Thank you! Your review is published once both sides have written, or when the window closes.',
      {
        duration: 6000,
      },
    );
    onClose();
  });

  const set = (key: keyof Scores) => (value: number) => form.setValue(key, value);

  return (
    <Dialog open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          {guest ? `Hosted by ${pending.subject.name}. ` : `Guest at ${pending.venue.name}. `}
          Neither side sees the other’s review until both have written or the window closes; then
          both are published together and cannot be changed.
        </p>
        <StarsInput
          legend={guest ? 'Overall' : 'Your rating of the guest'}
          name="stars"
          value={scores.stars}
          error={errors.stars}
          onChange={set('stars')}
        />
        {guest &&
          REVIEW_CATEGORIES.map((category) => (
            <StarsInput
              key={category}
              legend={REVIEW_CATEGORY_LABELS[category]}
              name={category}
              value={scores[category]}
              error={errors[category]}
              onChange={set(category)}
            />
          ))}
        <TextAreaField
          label="Your review"
          textareaClassName={styles.textarea}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          hint={
            <p className={styles.hint}>
              {REVIEW_TEXT_MIN}–{REVIEW_TEXT_MAX} characters ({form.values.text.trim().length}{' '}
              written).
            </p>
          }
          {...form.field('text')}
        />
        {failure && <Alert>{failure}</Alert>}
        <ActionButtons onBack={onClose} pending={write.isPending} type="submit">
          Send review
        </ActionButtons>
      </form>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../toast/toast';
import {
  REVIEW_CATEGORIES,
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

/** The domain's category names (REVIEW_CATEGORY_LABELS), in the page's language. */
const CATEGORY_LABELS: Record<(typeof REVIEW_CATEGORIES)[number], MessageDescriptor> = {
  cleanliness: msg`Cleanliness`,
  accuracy: msg`Accuracy`,
  location: msg`Location`,
  value: msg`Value`,
};

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
              aria-label={plural(stars, { one: '# star', other: '# stars' })}
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
  const { t, i18n } = useLingui();
  const guest = pending.side === 'guest';
  const form = useSchemaForm<ReviewValues, ReviewBody>({
    schema: schemas[pending.side],
    defaultValues: { text: '' },
  });
  const { values: scores, errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWriteReview();
  const venueName = pending.venue.name;
  const subjectName = pending.subject.name;
  const title = guest ? t`Review your stay at ${venueName}` : t`Review ${subjectName}`;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await write.mutateAsync({ bookingId: pending.bookingId, body });
    } catch (error) {
      setFailure(apiErrorMessage(error, t`Your review could not be sent.`));
      return;
    }
    toast.success(
      t`Thank you! Your review is published once both sides have written, or when the window closes.`,
      {
        duration: 6000,
      },
    );
    onClose();
  });

  const written = form.values.text.trim().length;
  const set = (key: keyof Scores) => (value: number) => form.setValue(key, value);

  return (
    <Dialog open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          {guest ? t`Hosted by ${subjectName}.` : t`Guest at ${venueName}.`}{' '}
          <Trans>
            Neither side sees the other’s review until both have written or the window closes; then
            both are published together and cannot be changed.
          </Trans>
        </p>
        <StarsInput
          legend={guest ? t`Overall` : t`Your rating of the guest`}
          name="stars"
          value={scores.stars}
          error={errors.stars}
          onChange={set('stars')}
        />
        {guest &&
          REVIEW_CATEGORIES.map((category) => (
            <StarsInput
              key={category}
              legend={i18n._(CATEGORY_LABELS[category])}
              name={category}
              value={scores[category]}
              error={errors[category]}
              onChange={set(category)}
            />
          ))}
        <TextAreaField
          label={t`Your review`}
          textareaClassName={styles.textarea}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          hint={
            <p className={styles.hint}>
              <Trans>
                {REVIEW_TEXT_MIN}–{REVIEW_TEXT_MAX} characters ({written} written).
              </Trans>
            </p>
          }
          {...form.field('text')}
        />
        {failure && <Alert>{failure}</Alert>}
        <ActionButtons onBack={onClose} pending={write.isPending} type="submit">
          <Trans>Send review</Trans>
        </ActionButtons>
      </form>
    </Dialog>
  );
}

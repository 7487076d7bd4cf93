import { useState, type KeyboardEvent } from 'react';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '@holidaze/domain';
import { Trans } from '@lingui/react/macro';
import { ratingText } from '../../../shared/i18n/rating-text';
import styles from './venue-form.module.css';
import ui from '../../../shared/ui/ui.module.css';

interface Props {
  value: number;
  onChange(value: number): void;
  onBlur?(): void;
  error?: string | undefined;
  id: string;
}

const STARS = [1, 2, 3, 4, 5];
/** The star half under the pointer: each half carries its rating in data-rating. */
const halfAt = (target: EventTarget): number | undefined => {
  const rating = target instanceof HTMLElement ? target.dataset.rating : undefined;
  return rating === undefined ? undefined : Number(rating);
};
const clamp = (value: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, value));

/**
 * Five stars of two halves each: hovering a half previews the rating, clicking sets it. For the
 * keyboard it is a slider: arrows move by half a star, Home and End go to 0 and 5.
 */
export function RatingPicker({ value, onChange, onBlur, error, id }: Props) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: value + RATING_STEP,
      ArrowUp: value + RATING_STEP,
      ArrowLeft: value - RATING_STEP,
      ArrowDown: value - RATING_STEP,
      Home: RATING_MIN,
      End: RATING_MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(clamp(next));
  }

  return (
    <div className={ui.stack2}>
      <span id={labelId} className={styles.label}>
        <Trans>Rating</Trans>
      </span>
      <div className={styles.ratingRow}>
        <div
          id={id}
          role="slider"
          tabIndex={0}
          className={styles.ratingStars}
          aria-labelledby={labelId}
          aria-valuemin={RATING_MIN}
          aria-valuemax={RATING_MAX}
          aria-valuenow={value}
          aria-valuetext={ratingText(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onMouseMove={(event) => setPreview(halfAt(event.target) ?? preview)}
          onMouseLeave={() => setPreview(null)}
          onClick={(event) => {
            const half = halfAt(event.target);
            if (half !== undefined) onChange(half);
          }}
        >
          {STARS.map((star) => (
            <span key={star} className={styles.star} aria-hidden="true">
              <span className={styles.starBase}>★</span>
              <span
                className={styles.starFill}
                style={{ width: `${Math.max(0, Math.min(1, shown - (star - 1))) * 100}%` }}
              >
                ★
              </span>
              {[star - 0.5, star].map((half) => (
                <span
                  key={half}
                  data-rating={half}
                  className={half === star ? styles.rightHalf : styles.leftHalf}
                />
              ))}
            </span>
          ))}
        </div>
        <span className={styles.ratingText} aria-hidden="true">
          {ratingText(shown)}
        </span>
      </div>
      {error && (
        <p id={errorId} className={`${ui.fieldError} ${styles.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ratingStars } from '@holidaze/domain';
import { NO_RATING_YET, ratingText } from '../i18n/rating-text';
import styles from './ui.module.css';

/**
 * Full, half and empty stars out of five, read out as e.g. "4.5 stars"; "New" in place of stars
 * when there is no score yet (a venue before its first guest review: `shownRating`).
 */
export function StarRating({ rating }: { rating: number | null }) {
  const { i18n } = useLingui();
  if (rating === null) return <span className={styles.newBadge}>{i18n._(NO_RATING_YET)}</span>;
  const { full, half, empty } = ratingStars(rating);
  const label = ratingText(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {'★'.repeat(full)}
      {half ? <span className={styles.halfStar}>★</span> : null}
      <span className={styles.emptyStars}>{'★'.repeat(empty)}</span>
    </span>
  );
}

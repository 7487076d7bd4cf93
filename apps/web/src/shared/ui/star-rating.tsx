import { NEW_VENUE_LABEL, formatRating, ratingStars } from '@holidaze/domain';
import styles from './ui.module.css';

/**
 * Full, half and empty stars out of five, read out as e.g. "4.5 stars"; "New" in place of stars
 * when there is no score yet (a venue before its first guest review: `shownRating`).
 */
export function StarRating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className={styles.newBadge}>{NEW_VENUE_LABEL}</span>;
  const { full, half, empty } = ratingStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={formatRating(rating)}>
      {'★'.repeat(full)}
      {half ? <span className={styles.halfStar}>★</span> : null}
      <span className={styles.emptyStars}>{'★'.repeat(empty)}</span>
    </span>
  );
}

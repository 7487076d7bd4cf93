import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ratingStars } from '@holidaze/domain';
import { activeLocale } from '../i18n';
import styles from './ui.module.css';

/**
 * Full, half and empty stars out of five, read out as e.g. "4.5 stars"; "New" in place of stars
 * when there is no score yet (a venue before its first guest review: `shownRating`).
 */
export function StarRating({ rating }: { rating: number | null }) {
  const { t } = useLingui();
  if (rating === null) return <span className={styles.newBadge}>{t`New`}</span>;
  const { full, half, empty } = ratingStars(rating);
  // As the domain's formatRating writes it ("4.5 stars", "1.0 star"), in the page's language.
  const figure = rating.toFixed(1);
  const stars = activeLocale() === 'nb' ? figure.replace('.', ',') : figure;
  const label = plural(rating, { one: `${stars} star`, other: `${stars} stars` });
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {'★'.repeat(full)}
      {half ? <span className={styles.halfStar}>★</span> : null}
      <span className={styles.emptyStars}>{'★'.repeat(empty)}</span>
    </span>
  );
}

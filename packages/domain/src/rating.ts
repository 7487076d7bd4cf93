export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** What a venue without guest reviews shows in place of a score. */
export const NEW_VENUE_LABEL = 'New';

export type RatingLabel = 'Superb' | 'Great' | 'Average' | 'Poor' | 'Very Poor';

export function ratingLabel(rating: number): RatingLabel {
  if (rating >= 4.5) return 'Superb';
  if (rating >= 3.5) return 'Great';
  if (rating >= 2.5) return 'Average';
  if (rating >= 1.5) return 'Poor';
  return 'Very Poor';
}

/** Full, half and empty stars out of 5; a half star when the fraction is .5 or more. */
export function ratingStars(rating: number): { full: number; half: number; empty: number } {
  const clamped = Math.min(RATING_MAX, Math.max(RATING_MIN, Number.isFinite(rating) ? rating : 0));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: RATING_MAX - full - half };
}

/** '1.0 star' exactly at one, otherwise '4.5 stars', '0.0 stars'. */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)} ${rating === 1 ? 'star' : 'stars'}`;
}

/** A venue's published guest reviews in figures (averages of 1–5 stars). */
export interface ReviewSummary {
  count: number;
  rating: number;
  cleanliness: number;
  accuracy: number;
  location: number;
  value: number;
}

/** An average as the API sends it: two decimals. */
export const roundAverage = (value: number) => Math.round(value * 100) / 100;

/**
 * The rating a venue shows and sorts by: its guests' reviews' average, or null before the first
 * review (shown as `NEW_VENUE_LABEL`). The rating its host sets is kept in the API for Noroff
 * compatibility but is never shown as a score (docs/spec-deviations.md).
 */
export function shownRating(venue: {
  reviewSummary?: ReviewSummary | null | undefined;
}): number | null {
  const summary = venue.reviewSummary;
  return summary && summary.count > 0 ? summary.rating : null;
}

/** "4.7 · 12 reviews", or undefined before the first review. */
export function reviewSummaryLine(summary: ReviewSummary | null | undefined): string | undefined {
  if (!summary || summary.count === 0) return undefined;
  return `${summary.rating.toFixed(1)} · ${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`;
}

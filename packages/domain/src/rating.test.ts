import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewSummaryOf as summary } from './test-fixtures';
import { sortVenues } from './venue-search';
import {
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  formatRating,
  ratingLabel,
  reviewSummaryLine,
  shownRating,
  ratingStars,
  type ReviewSummary,
} from './rating';

describe('rating scale', () => {
  it('runs from 0 to 5 in half steps', () => {
    expect([RATING_MIN, RATING_MAX, RATING_STEP]).toEqual([0, 5, 0.5]);
  });
});

describe('ratingLabel', () => {
  it.each([
    [5, 'Superb'],
    [4.5, 'Superb'],
    [4.49, 'Great'],
    [3.5, 'Great'],
    [3.49, 'Average'],
    [2.5, 'Average'],
    [2.49, 'Poor'],
    [1.5, 'Poor'],
    [1.49, 'Very Poor'],
    [0, 'Very Poor'],
  ])('labels %s as %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});

describe('ratingStars', () => {
  it('shows full stars, a half for .5 or more, and empties to 5', () => {
    expect(ratingStars(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(3)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(ratingStars(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(ratingStars(3.7)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(ratingStars(3.49)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(ratingStars(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(ratingStars(5)).toEqual({ full: 5, half: 0, empty: 0 });
  });

  it('clamps ratings outside the scale and treats nonsense as 0', () => {
    expect(ratingStars(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(ratingStars(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('always sums to 5 whole, non-negative stars with at most one half (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -10, max: 10 }), (rating) => {
        const { full, half, empty } = ratingStars(rating);
        return (
          full + half + empty === 5 &&
          [full, half, empty].every((n) => Number.isInteger(n) && n >= 0) &&
          half <= 1
        );
      }),
    );
  });
});

describe('formatRating', () => {
  it('says star only for exactly one, with one decimal always', () => {
    expect(formatRating(1)).toBe('1.0 star');
    expect(formatRating(1.5)).toBe('1.5 stars');
    expect(formatRating(0)).toBe('0.0 stars');
    expect(formatRating(4.5)).toBe('4.5 stars');
    expect(formatRating(5)).toBe('5.0 stars');
  });
});

describe('shown rating', () => {
  it('is the guests’ reviews’ average, never the rating the host set', () => {
    const venues = [
      { rating: 5, reviewSummary: null },
      { rating: 5, reviewSummary: summary(2, 3.5) },
      { rating: 2, reviewSummary: summary(0, 0) },
    ];
    expect(venues.map(shownRating)).toEqual([null, 3.5, null]);
  });

  it('sorts by it, venues without reviews last whatever their host set', () => {
    const venue = (id: string, rating: number, reviews?: ReviewSummary) => ({
      id,
      name: id,
      description: '',
      price: 1,
      rating,
      maxGuests: 1,
      created: '2026-01-01T00:00:00.000Z',
      meta: { wifi: false, parking: false, breakfast: false, pets: false },
      location: {},
      reviewSummary: reviews ?? null,
    });
    const sorted = sortVenues(
      [venue('a', 5, summary(3, 2.5)), venue('b', 3), venue('c', 0, summary(1, 4.8))],
      'rating-desc',
    );
    expect(sorted.map((v) => v.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads as "4.7 · 12 reviews"', () => {
    expect(reviewSummaryLine(summary(12, 4.66))).toBe('4.7 · 12 reviews');
    expect(reviewSummaryLine(summary(1, 4))).toBe('4.0 · 1 review');
    expect(reviewSummaryLine(null)).toBeUndefined();
  });
});

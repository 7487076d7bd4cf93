import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from './booking-requests';
import { addDays, daysBetween, todayUtc } from './calendar-date';
import {
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  canReadReview,
  reviewProblem,
  reviewWindow,
  reviewWindowClosesAt,
  reviewWindowState,
  reviewsRevealed,
  reviewSummaryLine,
  shownRating,
  type ReviewSide,
} from './review-window';
import { sortVenues } from './venue-search';
import { calendarDateArb } from './test-arbitraries';

const written = fc.record({ guest: fc.boolean(), host: fc.boolean() });
const windowStates = fc.constantFrom('notYet' as const, 'open' as const, 'closed' as const);
const sides = fc.constantFrom<ReviewSide>('guest', 'host');

describe('review window', () => {
  it('is open exactly from the check-out day for 14 days', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: -40, max: 40 }), (dateTo, offset) => {
        const today = addDays(dateTo, offset);
        const state = reviewWindowState(dateTo, today);
        const expected = offset < 0 ? 'notYet' : offset < REVIEW_WINDOW_DAYS ? 'open' : 'closed';
        expect(state).toBe(expected);
      }),
    );
  });

  it('has its edges on the check-out day, the 14th day after it, and the day before', () => {
    const dateTo = '2026-03-29'; // a daylight-saving change in Europe: days, not hours
    expect(reviewWindow(dateTo)).toEqual({ opensOn: '2026-03-29', closesOn: '2026-04-12' });
    expect(reviewWindowState(dateTo, '2026-03-28')).toBe('notYet');
    expect(reviewWindowState(dateTo, '2026-03-29')).toBe('open');
    expect(reviewWindowState(dateTo, '2026-04-11')).toBe('open');
    expect(reviewWindowState(dateTo, '2026-04-12')).toBe('closed');
    // The wire's date-times are the same day.
    expect(reviewWindowState('2026-03-29T00:00:00.000Z', '2026-03-29')).toBe('open');
  });

  it('closes at UTC midnight of its closing day, whatever the machine zone', () => {
    fc.assert(
      fc.property(calendarDateArb, (dateTo) => {
        const closesAt = reviewWindowClosesAt(dateTo);
        expect(closesAt.toISOString()).toBe(`${reviewWindow(dateTo).closesOn}T00:00:00.000Z`);
        expect(daysBetween(dateTo, todayUtc(closesAt))).toBe(REVIEW_WINDOW_DAYS);
        // A millisecond earlier it is still the last open day.
        const lastMoment = new Date(closesAt.getTime() - 1);
        expect(reviewWindowState(dateTo, todayUtc(lastMoment))).toBe('open');
        expect(reviewWindowState(dateTo, todayUtc(closesAt))).toBe('closed');
      }),
    );
  });

  it('lets only a confirmed stay be reviewed, and only inside the window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATES),
        calendarDateArb,
        fc.integer({ min: -20, max: 20 }),
        (status, dateTo, offset) => {
          const problem = reviewProblem({ status, dateTo }, addDays(dateTo, offset));
          if (status !== 'confirmed') expect(problem).toBe(REVIEW_MESSAGES.notCompleted);
          else if (offset < 0) expect(problem).toBe(REVIEW_MESSAGES.notYet);
          else if (offset >= REVIEW_WINDOW_DAYS) expect(problem).toBe(REVIEW_MESSAGES.closed);
          else expect(problem).toBeUndefined();
        },
      ),
    );
  });

  // A shrunk edge kept as a plain case: the last open day and the first closed one.
  it('refuses on day 14 and accepts on day 13', () => {
    const booking = { status: 'confirmed' as const, dateTo: '2026-01-01' };
    expect(reviewProblem(booking, '2026-01-14')).toBeUndefined();
    expect(reviewProblem(booking, '2026-01-15')).toBe(REVIEW_MESSAGES.closed);
    expect(reviewProblem({ ...booking, status: 'cancelledByHost' }, '2026-01-02')).toBe(
      REVIEW_MESSAGES.notCompleted,
    );
  });
});

describe('double-blind reveal', () => {
  it('reveals when both have written or the window has closed, never with nothing written', () => {
    fc.assert(
      fc.property(written, windowStates, (w, state) => {
        const revealed = reviewsRevealed(w, state);
        expect(revealed).toBe((w.guest || w.host) && ((w.guest && w.host) || state === 'closed'));
      }),
    );
  });

  it('never shows one side the other side’s review before the reveal, always their own', () => {
    fc.assert(
      fc.property(sides, sides, written, windowStates, (viewer, author, w, state) => {
        const readable = canReadReview(viewer, author, w, state);
        if (viewer === author) expect(readable).toBe(true);
        else expect(readable).toBe(reviewsRevealed(w, state));
      }),
    );
  });

  it('reveals a lone review only once its window has closed, both at once otherwise', () => {
    expect(reviewsRevealed({ guest: true, host: false }, 'open')).toBe(false);
    expect(reviewsRevealed({ guest: true, host: false }, 'closed')).toBe(true);
    expect(reviewsRevealed({ guest: false, host: true }, 'open')).toBe(false);
    expect(reviewsRevealed({ guest: true, host: true }, 'open')).toBe(true);
    expect(reviewsRevealed({ guest: false, host: false }, 'closed')).toBe(false);
  });
});

describe('shown rating', () => {
  const summary = (count: number, rating: number) => ({
    count,
    rating,
    cleanliness: rating,
    accuracy: rating,
    location: rating,
    value: rating,
  });

  it('is the reviews’ average once there are any, else the host’s rating', () => {
    expect(shownRating({ rating: 5, reviewSummary: null })).toBe(5);
    expect(shownRating({ rating: 5, reviewSummary: summary(2, 3.5) })).toBe(3.5);
    expect(shownRating({ rating: 2, reviewSummary: summary(0, 0) })).toBe(2);
  });

  it('sorts by it', () => {
    const venue = (id: string, rating: number, reviews?: ReturnType<typeof summary>) => ({
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
    expect(sorted.map((v) => v.id)).toEqual(['c', 'b', 'a']);
  });

  it('reads as "4.7 · 12 reviews"', () => {
    expect(reviewSummaryLine(summary(12, 4.66))).toBe('4.7 · 12 reviews');
    expect(reviewSummaryLine(summary(1, 4))).toBe('4.0 · 1 review');
    expect(reviewSummaryLine(null)).toBeUndefined();
  });
});

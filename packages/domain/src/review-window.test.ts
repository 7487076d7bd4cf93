import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from './booking-requests';
import { addDays, daysBetween, earliestTodayAnywhere, todayUtc } from './calendar-date';
import {
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  canReadReview,
  reviewDays,
  reviewProblem,
  reviewWindow,
  reviewWindowClosesAt,
  reviewWindowState,
  reviewsRevealed,
  type ReviewSide,
} from './review-window';
import { calendarDateArb } from './test-arbitraries';

const written = fc.record({ guest: fc.boolean(), host: fc.boolean() });
const windowStates = fc.constantFrom('notYet' as const, 'open' as const, 'closed' as const);
const sides = fc.constantFrom<ReviewSide>('guest', 'host');

/** The days of an instant `hours` after UTC midnight of `day`. */
const daysAt = (day: string, hours: number) =>
  reviewDays(new Date(Date.parse(`${day}T00:00:00.000Z`) + hours * 3_600_000));

describe('review window', () => {
  it('is open from 12:00 UTC of the check-out day until UTC midnight 14 days later', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.integer({ min: -40 * 24, max: 40 * 24 }),
        fc.integer({ min: 0, max: 3_599_999 }),
        (dateTo, hours, ms) => {
          const now = new Date(Date.parse(`${dateTo}T00:00:00.000Z`) + hours * 3_600_000 + ms);
          const opensAt = Date.parse(`${dateTo}T12:00:00.000Z`);
          const closesAt = reviewWindowClosesAt(dateTo).getTime();
          const expected =
            now.getTime() < opensAt ? 'notYet' : now.getTime() < closesAt ? 'open' : 'closed';
          expect(reviewWindowState(dateTo, reviewDays(now))).toBe(expected);
        },
      ),
    );
  });

  it('has its edges at noon UTC of the check-out day and at midnight 14 days after it', () => {
    const dateTo = '2026-03-29'; // a daylight-saving change in Europe: days, not hours
    expect(reviewWindow(dateTo)).toEqual({ opensOn: '2026-03-29', closesOn: '2026-04-12' });
    expect(reviewWindowState(dateTo, daysAt('2026-03-29', 0))).toBe('notYet');
    expect(reviewWindowState(dateTo, daysAt('2026-03-29', 11.99))).toBe('notYet');
    expect(reviewWindowState(dateTo, daysAt('2026-03-29', 12))).toBe('open');
    expect(reviewWindowState(dateTo, daysAt('2026-04-11', 23.99))).toBe('open');
    expect(reviewWindowState(dateTo, daysAt('2026-04-12', 0))).toBe('closed');
    // The wire's date-times are the same day.
    expect(reviewWindowState('2026-03-29T00:00:00.000Z', daysAt('2026-03-29', 12))).toBe('open');
  });

  // The hole this rule closes: a night from yesterday to today (UTC) can be booked until noon
  // UTC, when the earliest today on Earth is still yesterday; it is never reviewable then.
  it('is never open while a stay ending that day could still be booked', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 0, max: 12 * 3_600_000 - 1 }), (day, ms) => {
        const now = new Date(Date.parse(`${day}T00:00:00.000Z`) + ms);
        expect(earliestTodayAnywhere(now)).toBe(addDays(day, -1));
        expect(reviewWindowState(day, reviewDays(now))).toBe('notYet');
      }),
    );
  });

  it('closes at UTC midnight of its closing day, whatever the machine zone', () => {
    fc.assert(
      fc.property(calendarDateArb, (dateTo) => {
        const closesAt = reviewWindowClosesAt(dateTo);
        expect(closesAt.toISOString()).toBe(`${reviewWindow(dateTo).closesOn}T00:00:00.000Z`);
        expect(daysBetween(dateTo, todayUtc(closesAt))).toBe(REVIEW_WINDOW_DAYS);
        // A millisecond earlier it is still open.
        const lastMoment = new Date(closesAt.getTime() - 1);
        expect(reviewWindowState(dateTo, reviewDays(lastMoment))).toBe('open');
        expect(reviewWindowState(dateTo, reviewDays(closesAt))).toBe('closed');
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
          // Afternoon UTC: the window's days are whole there.
          const problem = reviewProblem({ status, dateTo }, daysAt(addDays(dateTo, offset), 15));
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
    expect(reviewProblem(booking, daysAt('2026-01-14', 15))).toBeUndefined();
    expect(reviewProblem(booking, daysAt('2026-01-15', 0))).toBe(REVIEW_MESSAGES.closed);
    expect(reviewProblem({ ...booking, status: 'cancelledByHost' }, daysAt('2026-01-02', 15))).toBe(
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

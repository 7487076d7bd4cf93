import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import {
  latestTodayAnywhere,
  maxGuestsProblem,
  searchStayProblem,
  stayLimitProblem,
  type StayLimits,
} from './stay-limits';
import { calendarDateArb } from './test-arbitraries';

const limitsArb: fc.Arbitrary<StayLimits> = fc.record({
  maxNights: fc.integer({ min: 1, max: 400 }),
  maxDaysAhead: fc.integer({ min: 0, max: 1000 }),
});

describe('stayLimitProblem', () => {
  it('refuses the stay that blocked a venue for ever (today to 9999-12-31)', () => {
    expect(
      stayLimitProblem({ dateFrom: '2026-11-23', dateTo: '9999-12-31' }, '2026-11-23'),
    ).toEqual({
      message: 'Maximum stay is 90 nights',
      path: 'dateTo',
    });
  });

  it('accepts exactly the longest stay and refuses one night more, at any limit', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        limitsArb,
        fc.integer({ min: 0, max: 5 }),
        (today, limits, wait) => {
          const dateFrom = addDays(today, Math.min(wait, limits.maxDaysAhead));
          const longest = { dateFrom, dateTo: addDays(dateFrom, limits.maxNights) };
          const tooLong = { dateFrom, dateTo: addDays(dateFrom, limits.maxNights + 1) };
          expect(stayLimitProblem(longest, today, limits)).toBeUndefined();
          expect(stayLimitProblem(tooLong, today, limits)?.message).toBe(
            `Maximum stay is ${limits.maxNights} nights`,
          );
        },
      ),
    );
  });

  it('accepts a start exactly at the horizon and refuses the day after, at any limit', () => {
    fc.assert(
      fc.property(calendarDateArb, limitsArb, (today, limits) => {
        const last = addDays(today, limits.maxDaysAhead);
        const night = (dateFrom: string) => ({ dateFrom, dateTo: addDays(dateFrom, 1) });
        expect(stayLimitProblem(night(last), today, limits)).toBeUndefined();
        expect(stayLimitProblem(night(addDays(last, 1)), today, limits)).toEqual({
          message: `Bookings can be made at most ${limits.maxDaysAhead} days ahead`,
          path: 'dateFrom',
        });
      }),
    );
  });

  it('finds a problem exactly when the stay is too long or starts too far ahead', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        limitsArb,
        fc.integer({ min: -10, max: 1100 }),
        fc.integer({ min: 1, max: 500 }),
        (today, limits, ahead, nights) => {
          const dateFrom = addDays(today, ahead);
          const problem = stayLimitProblem(
            { dateFrom, dateTo: addDays(dateFrom, nights) },
            today,
            limits,
          );
          const expected = ahead > limits.maxDaysAhead || nights > limits.maxNights;
          expect(problem !== undefined).toBe(expected);
        },
      ),
    );
  });

  it('defaults to 90 nights and 500 days', () => {
    expect(
      stayLimitProblem({ dateFrom: '2028-04-06', dateTo: '2028-04-07' }, '2026-11-23'),
    ).toBeUndefined();
    expect(
      stayLimitProblem({ dateFrom: '2028-04-07', dateTo: '2028-04-08' }, '2026-11-23')?.path,
    ).toBe('dateFrom');
  });
});

describe('searchStayProblem', () => {
  it('refuses a search starting before today, and keeps the stay limits, at any today', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 1, max: 800 }), (today, back) => {
        const past = { dateFrom: addDays(today, -back), dateTo: addDays(today, 1) };
        expect(searchStayProblem(past, today)).toEqual({
          message: 'dateFrom cannot be in the past',
          path: 'dateFrom',
        });
        const longest = { dateFrom: today, dateTo: addDays(today, 90) };
        expect(searchStayProblem(longest, today)).toBeUndefined();
        const tooLong = { dateFrom: today, dateTo: addDays(today, 91) };
        expect(searchStayProblem(tooLong, today)?.message).toBe('Maximum stay is 90 nights');
      }),
    );
  });

  it('refuses the ten-year search (3,653 nights)', () => {
    expect(
      searchStayProblem({ dateFrom: '2026-12-01', dateTo: '2036-12-01' }, '2026-11-26')?.message,
    ).toBe('Maximum stay is 90 nights');
  });
});

describe('latestTodayAnywhere', () => {
  it('is the date at UTC+14', () => {
    expect(latestTodayAnywhere(new Date('2026-11-23T09:59:59Z'))).toBe('2026-11-23');
    expect(latestTodayAnywhere(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-24');
  });
});

describe('maxGuestsProblem', () => {
  it('names the guests of the largest promised stay when the capacity would drop below it', () => {
    expect(maxGuestsProblem(3, 5)).toBe(
      'Max guests cannot be lower than 5: an upcoming or ongoing booking is for 5 guests',
    );
    expect(maxGuestsProblem(5, 5)).toBeUndefined();
    expect(maxGuestsProblem(1, null)).toBeUndefined();
  });
});

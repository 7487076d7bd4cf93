import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, addDays, calendarDateToIso } from './calendar-date';
import {
  MIN_STAY_NIGHTS,
  isNightBooked,
  isStayFree,
  lastCheckOutFor,
  nightsBetween,
  nightsOf,
  staysOverlap,
  stayTotal,
  type Stay,
} from './stay';
import { calendarDateArb, nearbyDayArb, stayArb } from './test-arbitraries';

const stay = (dateFrom: string, dateTo: string): Stay => ({ dateFrom, dateTo });

/** The model: a stay is the set of nights it occupies, counted independently of the domain. */
function modelNights(s: Stay): Set<number> {
  const first = Date.parse(`${s.dateFrom}T00:00:00Z`) / DAY_MS;
  const end = Date.parse(`${s.dateTo}T00:00:00Z`) / DAY_MS;
  const nights = new Set<number>();
  for (let night = first; night < end; night += 1) nights.add(night);
  return nights;
}

describe('staysOverlap (half-open)', () => {
  /** A stay in January 2026, from and to the days of the month given. */
  const january = ([from, to]: [number, number]) =>
    stay(`2026-01-${String(from).padStart(2, '0')}`, `2026-01-${String(to).padStart(2, '0')}`);
  it.each<[string, [number, number], [number, number], boolean]>([
    ['lets a stay start on the day another ends', [5, 8], [8, 10], false],
    ['lets a stay end on the day another starts', [8, 10], [5, 8], false],
    ['clashes when one night is shared', [5, 8], [7, 10], true],
    ['clashes when one stay contains the other', [1, 31], [10, 11], true],
    ['clashes when they are equal', [5, 6], [5, 6], true],
    ['does not clash across a free night', [5, 7], [8, 9], false],
  ])('%s: January %j and %j', (_, a, b, clashes) => {
    expect(staysOverlap(january(a), january(b))).toBe(clashes);
  });

  it('is symmetric (property)', () => {
    fc.assert(fc.property(stayArb, stayArb, (a, b) => staysOverlap(a, b) === staysOverlap(b, a)));
  });

  it('clashes exactly when the stays share a night (property against a night-set model)', () => {
    fc.assert(
      fc.property(stayArb, stayArb, (a, b) => {
        const bNights = modelNights(b);
        const shared = [...modelNights(a)].some((night) => bNights.has(night));
        return staysOverlap(a, b) === shared;
      }),
    );
  });
});

describe('isStayFree and isNightBooked', () => {
  const booked = [stay('2026-01-05', '2026-01-08'), stay('2026-01-12', '2026-01-14')];

  it('is free between bookings, touching both ends', () => {
    expect(isStayFree(stay('2026-01-08', '2026-01-12'), booked)).toBe(true);
    expect(isStayFree(stay('2026-01-01', '2026-01-05'), booked)).toBe(true);
    expect(isStayFree(stay('2026-01-14', '2026-01-20'), booked)).toBe(true);
  });

  it('is not free when any booking takes a night', () => {
    expect(isStayFree(stay('2026-01-07', '2026-01-09'), booked)).toBe(false);
    expect(isStayFree(stay('2026-01-09', '2026-01-13'), booked)).toBe(false);
    expect(isStayFree(stay('2026-01-01', '2026-01-31'), booked)).toBe(false);
  });

  it('is free when nothing is booked', () => {
    expect(isStayFree(stay('2026-01-01', '2026-01-31'), [])).toBe(true);
  });

  it('marks booked nights, leaving the check-out day open as a check-in', () => {
    expect(isNightBooked('2026-01-04', booked)).toBe(false);
    expect(isNightBooked('2026-01-05', booked)).toBe(true);
    expect(isNightBooked('2026-01-07', booked)).toBe(true);
    expect(isNightBooked('2026-01-08', booked)).toBe(false);
    expect(isNightBooked('2026-01-13', booked)).toBe(true);
  });

  it('agrees with the night-set model (property)', () => {
    fc.assert(
      fc.property(stayArb, fc.array(stayArb, { maxLength: 4 }), (s, others) => {
        const taken = new Set(others.flatMap((other) => [...modelNights(other)]));
        const free = [...modelNights(s)].every((night) => !taken.has(night));
        return isStayFree(s, others) === free;
      }),
    );
  });
});

describe('lastCheckOutFor', () => {
  const booked = [stay('2026-01-12', '2026-01-14'), stay('2026-01-05', '2026-01-08')];

  it('is the first booked night after the start, whatever the order of the bookings', () => {
    expect(lastCheckOutFor('2026-01-01', booked)).toBe('2026-01-05');
    expect(lastCheckOutFor('2026-01-08', booked)).toBe('2026-01-12');
    expect(lastCheckOutFor('2026-01-11', booked)).toBe('2026-01-12');
  });

  it('is undefined when nothing is booked after the start', () => {
    expect(lastCheckOutFor('2026-01-14', booked)).toBeUndefined();
    expect(lastCheckOutFor('2026-01-01', [])).toBeUndefined();
  });

  it('bounds exactly the free stays from an open start (property)', () => {
    fc.assert(
      fc.property(
        nearbyDayArb,
        fc.integer({ min: 1, max: 30 }),
        fc.array(stayArb, { maxLength: 4 }),
        (start, nights, others) => {
          fc.pre(!isNightBooked(start, others));
          const end = addDays(start, nights);
          const limit = lastCheckOutFor(start, others);
          const withinLimit = limit === undefined || end <= limit;
          return isStayFree(stay(start, end), others) === withinLimit;
        },
      ),
    );
  });
});

describe('nightsBetween', () => {
  it.each([
    // Calendar days between check-in and check-out.
    ['2026-01-05', '2026-01-08', 3],
    ['2026-01-31', '2026-02-01', 1],
    ['2026-01-05', '2026-01-05', 0],
    // The wire format and mixed inputs.
    ['2026-01-05T00:00:00.000Z', '2026-01-08T00:00:00.000Z', 3],
    ['2026-01-05', '2026-01-08T00:00:00.000Z', 3],
    // A date-time counts as the day whose midnight is nearest.
    ['2026-01-05T10:00:00Z', '2026-01-07T11:00:00Z', 2],
    ['2026-01-04T23:00:00Z', '2026-01-06T23:00:00Z', 2],
    ['2026-01-05T05:00:00Z', '2026-01-07T05:00:00Z', 2],
    // A daylight-saving night changes nothing.
    ['2026-03-07', '2026-03-09', 2],
    ['2026-10-31', '2026-11-02', 2],
  ])('counts %s to %s as %i nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it('counts n nights for a stay of n days, in both formats (property)', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 0, max: 400 }), (day, n) => {
        const end = addDays(day, n);
        return (
          nightsBetween(day, end) === n &&
          nightsBetween(calendarDateToIso(day), calendarDateToIso(end)) === n
        );
      }),
    );
  });

  it('lists the nights a stay occupies', () => {
    expect(nightsOf(stay('2026-01-30', '2026-02-02'))).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(nightsOf(stay('2026-01-05', '2026-01-05'))).toEqual([]);
  });
});

describe('stayTotal', () => {
  it('is nights times the price per night', () => {
    expect(stayTotal(3, 1250)).toBe(3750);
    expect(stayTotal(MIN_STAY_NIGHTS, 899.5)).toBe(899.5);
  });

  it('is nothing for no nights or a reversed range', () => {
    expect(stayTotal(0, 1250)).toBe(0);
    expect(stayTotal(-2, 1250)).toBe(0);
  });
});

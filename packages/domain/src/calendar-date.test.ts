import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateFromLocal,
  calendarDateToIso,
  calendarDateToLocal,
  compareCalendarDates,
  daysBetween,
  earliestTodayAnywhere,
  isCalendarDate,
  MAX_YEAR,
  MIN_YEAR,
  toCalendarDate,
  todayLocal,
  todayUtc,
} from './calendar-date';
import { calendarDateArb } from './test-arbitraries';

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2026-01-05')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('2026-01-05T00:00:00.000Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('9999-12-31')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate(20260105)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});

describe('toCalendarDate', () => {
  it.each([
    ['2026-01-05', '2026-01-05', 'a calendar date, as it is'],
    ['2026-01-05T00:00:00.000Z', '2026-01-05', 'the day of the nearest UTC midnight'],
    ['2026-01-05T11:59:59.999Z', '2026-01-05', 'the day of the nearest UTC midnight'],
    ['2026-01-05T12:00:00.000Z', '2026-01-06', 'the day of the nearest UTC midnight'],
    ['2026-01-05T23:59:59Z', '2026-01-06', 'the day of the nearest UTC midnight'],
    ['2026-01-05T23:30:00-02:00', '2026-01-06', 'the day of the nearest UTC midnight'],
    ['2026-01-05T01:00:00+02:00', '2026-01-05', 'the day of the nearest UTC midnight'],
    ['2026-12-09T23:00:00.000Z', '2026-12-10', 'the day an Oslo client picked (local midnight)'],
    ['2026-12-13T23:00:00.000Z', '2026-12-14', 'the day an Oslo client picked (local midnight)'],
    ['2026-06-09T22:00:00.000Z', '2026-06-10', 'the day an Oslo client picked (local midnight)'],
  ])('reads %s as %s: %s', (value, day) => {
    expect(toCalendarDate(value)).toBe(day);
  });

  it('reads a Date the same way as the instant it is, whatever the local zone', () => {
    expect(toCalendarDate(new Date(Date.UTC(2026, 0, 5, 0, 0)))).toBe('2026-01-05');
    expect(toCalendarDate(new Date(Date.UTC(2026, 0, 4, 23, 0)))).toBe('2026-01-05');
    expect(toCalendarDate(new Date(Date.UTC(2026, 0, 5, 11, 59)))).toBe('2026-01-05');
  });

  it('throws a RangeError on anything else', () => {
    for (const garbage of [
      '',
      'tomorrow',
      '2026-02-30',
      '05/01/2026',
      '2026-01-05T25:00:00Z',
      '2027-02-30T00:00:00.000Z',
      '2027-13-01T00:00:00Z',
    ]) {
      expect(() => toCalendarDate(garbage), garbage).toThrow(RangeError);
    }
    expect(() => toCalendarDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it(`refuses years outside ${MIN_YEAR}..${MAX_YEAR}, however they are written`, () => {
    for (const outside of [
      '0000-01-01',
      '1899-12-31',
      '99999-01-01',
      '0000-01-01T00:00:00Z',
      '+099999-01-01T00:00:00Z',
      '9999-12-31T12:00:00Z',
      '1900-01-01T00:00:00+13:00',
    ]) {
      expect(() => toCalendarDate(outside), outside).toThrow(RangeError);
    }
    expect(() => toCalendarDate(new Date(Date.UTC(10_000, 0, 1)))).toThrow(RangeError);
    expect(toCalendarDate('1900-01-01')).toBe('1900-01-01');
    expect(toCalendarDate('9999-12-31T11:00:00Z')).toBe('9999-12-31');
  });
});

/** Every offset a clock is set to, whole and half hours from UTC−11 to UTC+12, and Nepal's +05:45. */
const OFFSETS_MINUTES = [
  ...Array.from({ length: (12 + 11) * 2 + 1 }, (_, i) => -11 * 60 + i * 30),
  5 * 60 + 45,
];

const isoOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

describe('local midnights land on their day', () => {
  it('in every offset from UTC−11 to UTC+12, sent as a UTC instant (property)', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.constantFrom(...OFFSETS_MINUTES), (day, offset) => {
        // Local midnight of `day` at UTC+offset is UTC midnight of `day` minus the offset.
        const instant = new Date(Date.parse(`${day}T00:00:00.000Z`) - offset * 60_000);
        return toCalendarDate(instant.toISOString()) === day && toCalendarDate(instant) === day;
      }),
    );
  });

  it('and sent with its offset written out (property)', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.constantFrom(...OFFSETS_MINUTES),
        (day, offset) => toCalendarDate(`${day}T00:00:00${isoOffset(offset)}`) === day,
      ),
    );
  });

  it('covers each offset in the range at least once', () => {
    for (const offset of OFFSETS_MINUTES) {
      const instant = new Date(Date.parse('2026-12-10T00:00:00.000Z') - offset * 60_000);
      expect(toCalendarDate(instant.toISOString()), isoOffset(offset)).toBe('2026-12-10');
    }
  });
});

describe('round trips', () => {
  it('wire format is UTC midnight of the day', () => {
    expect(calendarDateToIso('2026-01-05')).toBe('2026-01-05T00:00:00.000Z');
  });

  it('day → wire → day keeps the day (property)', () => {
    fc.assert(
      fc.property(calendarDateArb, (day) => toCalendarDate(calendarDateToIso(day)) === day),
    );
  });

  it('day → picker Date → day keeps the day in this zone (property)', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        (day) => calendarDateFromLocal(calendarDateToLocal(day)) === day,
      ),
    );
  });

  it('gives the picker local midnight of the day', () => {
    const local = calendarDateToLocal('2026-01-05');
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2026, 0, 5]);
    expect([local.getHours(), local.getMinutes()]).toEqual([0, 0]);
  });

  it('keeps years before 100 as they are in arithmetic (input refuses them: see MIN_YEAR)', () => {
    expect(calendarDateToLocal('0050-03-01').getFullYear()).toBe(50);
    expect(calendarDateFromLocal(calendarDateToLocal('0050-03-01'))).toBe('0050-03-01');
    expect(calendarDateToIso('0050-03-01')).toBe('0050-03-01T00:00:00.000Z');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(isCalendarDate('0050-03-01')).toBe(false);
  });

  it('reads a picker Date by its local fields, even late in the evening', () => {
    expect(calendarDateFromLocal(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(calendarDateFromLocal(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});

describe('day arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-05', 0)).toBe('2026-01-05');
  });

  it('is not moved by daylight-saving changes', () => {
    // St John's changes clocks on 8 March and 1 November 2026, Europe on 29 March and 25 October.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
  });

  it('counts whole days, negative backwards', () => {
    expect(daysBetween('2026-01-05', '2026-01-08')).toBe(3);
    expect(daysBetween('2026-01-08', '2026-01-05')).toBe(-3);
    expect(daysBetween('2026-01-05', '2026-01-05')).toBe(0);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });

  it('daysBetween undoes addDays (property)', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: -2000, max: 2000 }), (day, n) => {
        const later = addDays(day, n);
        return isCalendarDate(later) && daysBetween(day, later) === n;
      }),
    );
  });

  it('compares chronologically', () => {
    expect(compareCalendarDates('2026-01-05', '2026-01-06')).toBe(-1);
    expect(compareCalendarDates('2026-01-06', '2026-01-05')).toBe(1);
    expect(compareCalendarDates('2026-01-05', '2026-01-05')).toBe(0);
    expect(compareCalendarDates('2025-12-31', '2026-01-01')).toBe(-1);
  });
});

describe('today', () => {
  // 23:30 UTC on 5 January: already the 6th in Kiritimati, still the 5th in St John's.
  const lateEvening = new Date(Date.UTC(2026, 0, 5, 23, 30));

  it('todayUtc is the UTC date in every zone', () => {
    expect(todayUtc(lateEvening)).toBe('2026-01-05');
  });

  it('todayLocal is the date of the zone the code runs in', () => {
    const expected = process.env.TZ === 'Pacific/Kiritimati' ? '2026-01-06' : '2026-01-05';
    expect(todayLocal(lateEvening)).toBe(expected);
  });

  it('earliestTodayAnywhere is the date at UTC−12', () => {
    expect(earliestTodayAnywhere(new Date(Date.UTC(2026, 0, 5, 11, 59)))).toBe('2026-01-04');
    expect(earliestTodayAnywhere(new Date(Date.UTC(2026, 0, 5, 12, 0)))).toBe('2026-01-05');
  });

  it('earliestTodayAnywhere never comes after any local today (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (ms) => earliestTodayAnywhere(new Date(ms)) <= todayLocal(new Date(ms)),
      ),
    );
  });
});

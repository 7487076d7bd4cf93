import fc from 'fast-check';
import { DAY_MS, addDays, type CalendarDate } from './calendar-date';
import type { Stay } from './stay';

// Generators shared by the domain's property tests; not exported from the package.

/** Any real day of the years 1910 to 9989 (room for adding years either way), as 'YYYY-MM-DD'. */
export const calendarDateArb: fc.Arbitrary<CalendarDate> = fc
  .integer({
    min: new Date(0).setUTCFullYear(1910, 0, 1) / DAY_MS,
    max: new Date(0).setUTCFullYear(9989, 11, 31) / DAY_MS,
  })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

/** A day within a few weeks of 1 January 2026, so that generated stays meet and overlap often. */
export const nearbyDayArb: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: 0, max: 40 })
  .map((offset) => addDays('2026-01-01', offset));

/** A stay of 1 to 10 nights starting near 1 January 2026. */
export const stayArb: fc.Arbitrary<Stay> = fc
  .tuple(nearbyDayArb, fc.integer({ min: 1, max: 10 }))
  .map(([dateFrom, nights]) => ({ dateFrom, dateTo: addDays(dateFrom, nights) }));

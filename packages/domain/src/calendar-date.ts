/**
 * A booking date is a calendar day, 'YYYY-MM-DD', with no time and no zone. Arithmetic runs on
 * UTC midnights so that the user's time zone can never shift a day. Convert only at the edges:
 * a picker's local Date → `calendarDateFromLocal`; the wire → `calendarDateToIso`.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

// Date.UTC and the Date constructor read years 0–99 as 1900–1999; setUTCFullYear does not.
function utcMidnight(year: number, monthIndex: number, day: number): number {
  return new Date(0).setUTCFullYear(year, monthIndex, day);
}

function toUtcMs(day: CalendarDate): number {
  const match = CALENDAR_DATE.exec(day);
  if (!match) throw new RangeError(`Not a calendar date: ${day}`);
  return utcMidnight(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  return fromUtcMs(utcMidnight(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/** A calendar date from 'YYYY-MM-DD', an ISO date-time (its UTC date) or a Date (its UTC date). */
export function toCalendarDate(value: string | Date): CalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
    return fromUtcMs(value.getTime());
  }
  if (isCalendarDate(value)) return value;
  if (ISO_DATE_TIME.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return fromUtcMs(ms);
  }
  throw new RangeError(`Not a date: ${value}`);
}

/** The local day a date picker means by a Date (its local year, month and day). */
export function calendarDateFromLocal(date: Date): CalendarDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a calendar day, for date pickers that work in local time. */
export function calendarDateToLocal(day: CalendarDate): Date {
  const utc = new Date(toUtcMs(day));
  const local = new Date(2000, 0, 1);
  local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  return local;
}

/** The wire format of a booking date: UTC midnight of the day. */
export function calendarDateToIso(day: CalendarDate): string {
  return new Date(toUtcMs(day)).toISOString();
}

export function addDays(day: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function todayLocal(now: Date = new Date()): CalendarDate {
  return calendarDateFromLocal(now);
}

export function todayUtc(now: Date = new Date()): CalendarDate {
  return fromUtcMs(now.getTime());
}

/**
 * The earliest date that is "today" somewhere on Earth (the date at UTC−12). The server refuses
 * stays starting before it, so no traveller's own local today is ever refused as "in the past".
 */
export function earliestTodayAnywhere(now: Date = new Date()): CalendarDate {
  return fromUtcMs(now.getTime() - 12 * 3_600_000);
}

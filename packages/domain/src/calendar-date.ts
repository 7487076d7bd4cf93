/**
 * A booking date is a calendar day, 'YYYY-MM-DD', with no time and no zone. Arithmetic runs on
 * UTC midnights so that the user's time zone can never shift a day. Convert only at the edges:
 * a picker's local Date → `calendarDateFromLocal`; the wire → `calendarDateToIso`.
 */
export type CalendarDate = string;

/**
 * The years a calendar date may have, decided once: wide enough for any stay, search or
 * birthday-like record, narrow enough that every day is four digits and fits both databases
 * (a year 0000 or 99999 is a 400, not a database error).
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** The milliseconds of a UTC day, for the rules that count whole days between instants. */
export const DAY_MS = 86_400_000;
const HALF_DAY_MS = DAY_MS / 2;
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

/** 'YYYY-MM-DD' naming a real day (no 30 February), whatever the year. */
function isRealDay(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  return fromUtcMs(utcMidnight(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

const inYearRange = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** A real day of the years MIN_YEAR to MAX_YEAR, as 'YYYY-MM-DD'. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && isRealDay(value) && inYearRange(value);
}

/**
 * The day an instant means: the day whose UTC midnight is nearest (12:00Z rounds up). Clients
 * written for Noroff send the local midnight of the picked day (Oslo's 10 December is
 * 2026-12-09T23:00:00.000Z), so every local midnight from UTC−11 to UTC+12 lands on its day,
 * and our own `T00:00:00.000Z` stays exact.
 */
function dayNearest(ms: number): CalendarDate {
  return fromUtcMs(Math.floor((ms + HALF_DAY_MS) / DAY_MS) * DAY_MS);
}

/**
 * A calendar date from 'YYYY-MM-DD' (exact), or from an ISO date-time or a Date (an instant: the
 * day whose midnight it is nearest to, see `dayNearest`). Throws a RangeError for anything else,
 * a day that does not exist, or a year outside MIN_YEAR..MAX_YEAR.
 */
export function toCalendarDate(value: string | Date): CalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
    return inRange(dayNearest(value.getTime()), value.toString());
  }
  if (isCalendarDate(value)) return value;
  const match = ISO_DATE_TIME.exec(value);
  // Date.parse takes 30 February as 2 March, so the written day must exist first.
  if (match && isRealDay(match[1]!)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return inRange(dayNearest(ms), value);
  }
  throw new RangeError(`Not a date: ${value}`);
}

function inRange(day: string, input: string): CalendarDate {
  if (!isCalendarDate(day)) throw new RangeError(`Date out of range: ${input}`);
  return day;
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

import { addDays, type CalendarDate } from '@holidaze/domain';
import { activeLocale } from '../../../shared/i18n';
import type { CalendarBlock, CalendarBooking } from './api/calendar';

export interface MonthDay {
  day: CalendarDate;
  booking?: CalendarBooking;
  block?: CalendarBlock;
}

const dayOf = (value: string) => value.slice(0, 10);
const covers = (range: { dateFrom: string; dateTo: string }, day: CalendarDate) =>
  dayOf(range.dateFrom) <= day && day < dayOf(range.dateTo);

/** The month's nights in weeks from Monday (null pads the first and last week). */
export function monthWeeks(
  month: string,
  bookings: CalendarBooking[],
  blocks: CalendarBlock[],
): (MonthDay | null)[][] {
  const first = `${month}-01`;
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (MonthDay | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) {
    const booking = bookings.find((b) => covers(b, day));
    const block = blocks.find((b) => !b.conflict && covers(b, day));
    cells.push({ day, ...(booking ? { booking } : {}), ...(block ? { block } : {}) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** "2031-05" moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** 'March 2026' ('mars 2026' in Norwegian). */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(activeLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

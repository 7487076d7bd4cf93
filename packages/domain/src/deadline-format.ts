import type { Locale } from './locale';

/**
 * A deadline as a traveller reads it: in their own zone (the runtime's, or `timeZone`), with the
 * zone named, e.g. "Tue, 08 Jul 2031, 12:00 CEST".
 */
export function formatDeadline(deadline: Date, timeZone?: string, _locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat('en-GB', {
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
 * where the year is wanted.
 */
export function formatMoment(
  iso: string,
  { year = false, timeZone }: { year?: boolean; timeZone?: string } = {},
  _locale: Locale = 'en',
): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

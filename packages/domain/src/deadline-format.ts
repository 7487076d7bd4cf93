/**
 * A deadline as a traveller reads it: in their own zone (the runtime's, or `timeZone`), with the
 * zone named, e.g. "Tue, 08 Jul 2031, 12:00 CEST".
 */
export function formatDeadline(deadline: Date, timeZone?: string): string {
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

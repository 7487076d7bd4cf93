/**
 * The local midnight of `calendarDay` in Europe/Oslo (UTC+1 in winter, +2 in summer), as a UTC
 * instant from `toISOString()`: the dates Noroff clients send.
 */
export function osloMidnight(calendarDay: string): string {
  const noon = new Date(`${calendarDay}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Oslo',
    timeZoneName: 'longOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${calendarDay}T00:00:00${offset || '+00:00'}`).toISOString();
}

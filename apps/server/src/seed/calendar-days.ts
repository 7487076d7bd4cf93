/**
 * Calendar-day arithmetic for seeding, on 'YYYY-MM-DD' strings through UTC (no zone shifts).
 * Kept local so the seed does not wait on the domain package; the same rule as its addDays.
 */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

import type { CalendarDate } from './calendar-date';

export const BLOCK_IN_PAST_MESSAGE = 'Blocked dates cannot start in the past';

/**
 * A host blocks nights still to come: a block may start today, never before. `today` is the
 * caller's: the browser's own, or on the server the earliest date that is today anywhere on Earth
 * (so no host's own today is refused). The message, or undefined when the block may start then.
 */
export function blockStartProblem(dateFrom: CalendarDate, today: CalendarDate): string | undefined {
  return dateFrom < today ? BLOCK_IN_PAST_MESSAGE : undefined;
}

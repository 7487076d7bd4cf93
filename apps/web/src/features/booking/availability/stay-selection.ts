import {
  compareCalendarDates,
  isNightBooked,
  isStayFree,
  lastCheckOutFor,
  type CalendarDate,
  type Stay,
} from '@holidaze/domain';

/** What the traveller has picked so far: nothing, a check-in, or a whole stay. */
export interface StaySelection {
  from: CalendarDate | null;
  to: CalendarDate | null;
}

export const EMPTY_SELECTION: StaySelection = { from: null, to: null };

export type PickOutcome = 'started' | 'completed' | 'cleared' | 'min-stay' | 'ignored';

export interface PickResult {
  selection: StaySelection;
  outcome: PickOutcome;
}

/** A day a stay may begin on: not in the past and its night is free. */
export function canCheckIn(
  day: CalendarDate,
  booked: readonly Stay[],
  today: CalendarDate,
): boolean {
  return compareCalendarDates(day, today) >= 0 && !isNightBooked(day, booked);
}

/**
 * Whether the picker should refuse a day, given what is already picked. While a check-in is
 * waiting for its check-out, days after it are open only up to the next booked night (that
 * night's day itself is a valid check-out: stays are half-open), so a range cannot cross a
 * booked stay; days before it stay open as a fresh check-in.
 */
export function isDayDisabled(
  day: CalendarDate,
  selection: StaySelection,
  booked: readonly Stay[],
  today: CalendarDate,
): boolean {
  const { from, to } = selection;
  if (from !== null && to === null) {
    const order = compareCalendarDates(day, from);
    if (order === 0) return false;
    if (order > 0) {
      const limit = lastCheckOutFor(from, booked);
      return limit !== undefined && compareCalendarDates(day, limit) > 0;
    }
  }
  return !canCheckIn(day, booked, today);
}

/**
 * The picker's rules (spec §4, Date picker):
 * - nothing picked, or a whole stay picked and another day clicked: that day becomes the check-in;
 * - a whole stay picked and its check-in clicked again: the selection clears;
 * - a check-in picked and the same day clicked again (check-out = check-in): 'Minimum stay 1 night',
 *   only the check-in is kept;
 * - a check-in picked and an earlier day clicked: the earlier day becomes the check-in;
 * - a check-in picked and a later allowed day clicked: the stay is complete.
 */
export function pickDay(
  day: CalendarDate,
  selection: StaySelection,
  booked: readonly Stay[],
  today: CalendarDate,
): PickResult {
  const { from, to } = selection;
  if (isDayDisabled(day, selection, booked, today)) return { selection, outcome: 'ignored' };

  if (from !== null && to !== null && day === from) {
    return { selection: EMPTY_SELECTION, outcome: 'cleared' };
  }
  if (from === null || to !== null) {
    return { selection: { from: day, to: null }, outcome: 'started' };
  }
  const order = compareCalendarDates(day, from);
  if (order === 0) return { selection: { from, to: null }, outcome: 'min-stay' };
  if (order < 0) return { selection: { from: day, to: null }, outcome: 'started' };
  return { selection: { from, to: day }, outcome: 'completed' };
}

/** A stay that can be booked: both days set, at least one night, not in the past, no booked night. */
export function isBookableSelection(
  selection: StaySelection,
  booked: readonly Stay[],
  today: CalendarDate,
): selection is { from: CalendarDate; to: CalendarDate } {
  const { from, to } = selection;
  if (from === null || to === null) return false;
  if (compareCalendarDates(from, today) < 0 || compareCalendarDates(to, from) <= 0) return false;
  return isStayFree({ dateFrom: from, dateTo: to }, booked);
}

import { useCallback, useMemo, useState } from 'react';
import {
  compareCalendarDates,
  formatDisplayDate,
  isStayFree,
  todayLocal,
  toCalendarDate,
  type CalendarDate,
  type Stay,
} from '@holidaze/domain';
import {
  EMPTY_SELECTION,
  MIN_STAY_MESSAGE,
  isBookableSelection,
  isDayDisabled,
  pickDay,
  type PickOutcome,
  type StaySelection,
} from './stay-selection';

export interface StayRangeOptions {
  booked: readonly Stay[];
  /** From the page's query string: a 'YYYY-MM-DD' day or an ISO date-time; anything else is ignored. */
  initialFrom?: string | null;
  initialTo?: string | null;
  today?: CalendarDate;
}

export interface StayRange {
  from: CalendarDate | null;
  to: CalendarDate | null;
  /** The stay when it can be booked (both days, at least a night, nothing booked inside), else null. */
  stay: { from: CalendarDate; to: CalendarDate } | null;
  /** 'Minimum stay 1 night' or the unavailable-range notice, until the next pick. */
  notice: string | null;
  isDisabled: (day: CalendarDate) => boolean;
  pick: (day: CalendarDate) => PickOutcome;
  clear: () => void;
}

export function unavailableNotice(from: CalendarDate, to: CalendarDate): string {
  return `This property is unavailable during ${formatDisplayDate(from)} - ${formatDisplayDate(to)}.`;
}

function parseDay(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return toCalendarDate(value);
  } catch {
    return null;
  }
}

/** The range a link brought along, kept only when it is a usable stay; an overlapping one explains itself. */
function initialState(options: StayRangeOptions, today: CalendarDate) {
  const from = parseDay(options.initialFrom);
  const to = parseDay(options.initialTo);
  if (from === null || to === null) return { selection: EMPTY_SELECTION, notice: null };
  if (compareCalendarDates(from, today) < 0 || compareCalendarDates(to, from) <= 0) {
    return { selection: EMPTY_SELECTION, notice: null };
  }
  if (!isStayFree({ dateFrom: from, dateTo: to }, options.booked)) {
    return { selection: EMPTY_SELECTION, notice: unavailableNotice(from, to) };
  }
  return { selection: { from, to }, notice: null };
}

export function useStayRange(options: StayRangeOptions): StayRange {
  const today = options.today ?? todayLocal();
  const { booked } = options;
  const [state, setState] = useState<{ selection: StaySelection; notice: string | null }>(() =>
    initialState(options, today),
  );
  const { selection, notice } = state;

  const pick = useCallback(
    (day: CalendarDate): PickOutcome => {
      const result = pickDay(day, selection, booked, today);
      if (result.outcome !== 'ignored') {
        setState({
          selection: result.selection,
          notice: result.outcome === 'min-stay' ? MIN_STAY_MESSAGE : null,
        });
      }
      return result.outcome;
    },
    [selection, booked, today],
  );

  const clear = useCallback(() => setState({ selection: EMPTY_SELECTION, notice: null }), []);

  const isDisabled = useCallback(
    (day: CalendarDate) => isDayDisabled(day, selection, booked, today),
    [selection, booked, today],
  );

  const stay = useMemo(
    () =>
      isBookableSelection(selection, booked, today)
        ? { from: selection.from, to: selection.to }
        : null,
    [selection, booked, today],
  );

  return { from: selection.from, to: selection.to, stay, notice, isDisabled, pick, clear };
}

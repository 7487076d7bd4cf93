import { useCallback, useMemo, useState } from 'react';
import { t } from '@lingui/core/macro';
import {
  isNightBooked,
  isStayFree,
  todayLocal,
  type CalendarDate,
  type Stay,
} from '@holidaze/domain';
import { formatDisplayDate } from '../../../shared/i18n';
import { readLinkStay } from './link-stay';
import {
  EMPTY_SELECTION,
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
  /** What of the link's dates was left out and why, until the next pick. */
  linkNotes: readonly string[];
  isDisabled: (day: CalendarDate) => boolean;
  pick: (day: CalendarDate) => PickOutcome;
  clear: () => void;
}

export function unavailableNotice(from: CalendarDate, to: CalendarDate): string {
  const first = formatDisplayDate(from);
  const last = formatDisplayDate(to);
  return t`This property is unavailable during ${first} - ${last}.`;
}

const bookedCheckInNote = (day: string) =>
  t`The check-in date in the link (${day}) is already booked, so it was left out.`;

interface RangeState {
  selection: StaySelection;
  notice: string | null;
  linkNotes: readonly string[];
}

/**
 * The range a link brought along: what is valid is kept (a usable check-in even when its check-out
 * is not), and every change is explained; an overlapping stay explains itself as before.
 */
function initialState(options: StayRangeOptions, today: CalendarDate): RangeState {
  const { selection, notes } = readLinkStay(options.initialFrom, options.initialTo, today);
  const { from, to } = selection;
  if (from === null) return { selection: EMPTY_SELECTION, notice: null, linkNotes: notes };
  if (to === null) {
    if (isNightBooked(from, options.booked)) {
      return {
        selection: EMPTY_SELECTION,
        notice: null,
        linkNotes: [...notes, bookedCheckInNote(formatDisplayDate(from))],
      };
    }
    return { selection: { from, to: null }, notice: null, linkNotes: notes };
  }
  if (!isStayFree({ dateFrom: from, dateTo: to }, options.booked)) {
    return { selection: EMPTY_SELECTION, notice: unavailableNotice(from, to), linkNotes: notes };
  }
  return { selection: { from, to }, notice: null, linkNotes: notes };
}

export function useStayRange(options: StayRangeOptions): StayRange {
  const today = options.today ?? todayLocal();
  const { booked } = options;
  const [state, setState] = useState<RangeState>(() => initialState(options, today));
  const { selection, notice, linkNotes } = state;

  const pick = useCallback(
    (day: CalendarDate): PickOutcome => {
      const result = pickDay(day, selection, booked, today);
      if (result.outcome !== 'ignored') {
        setState({
          selection: result.selection,
          notice: result.outcome === 'min-stay' ? t`Minimum stay 1 night` : null,
          linkNotes: [],
        });
      }
      return result.outcome;
    },
    [selection, booked, today],
  );

  const clear = useCallback(
    () => setState({ selection: EMPTY_SELECTION, notice: null, linkNotes: [] }),
    [],
  );

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

  return {
    from: selection.from,
    to: selection.to,
    stay,
    notice,
    linkNotes,
    isDisabled,
    pick,
    clear,
  };
}

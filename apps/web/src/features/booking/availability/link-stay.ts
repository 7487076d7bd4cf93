import { plural, t } from '@lingui/core/macro';
import {
  compareCalendarDates,
  MIN_GUESTS,
  toCalendarDate,
  type CalendarDate,
} from '@holidaze/domain';
import { formatDisplayDate } from '../../../shared/i18n';
import type { StaySelection } from './stay-selection';

/** The dates a venue link brought, what of them is kept, and why anything was not. */
export interface LinkStay {
  selection: StaySelection;
  notes: string[];
}

const MAX_SHOWN = 40;
const quoted = (raw: string) => `"${raw.length > MAX_SHOWN ? `${raw.slice(0, MAX_SHOWN)}…` : raw}"`;

function parseDay(value: string): CalendarDate | null {
  try {
    return toCalendarDate(value);
  } catch {
    return null;
  }
}

/**
 * Reads `dateFrom`/`dateTo` of a venue link. What is valid is kept (a usable check-in stays even
 * when the check-out cannot), and each change is said in words, never silently.
 */
export function readLinkStay(
  rawFrom: string | null | undefined,
  rawTo: string | null | undefined,
  today: CalendarDate,
): LinkStay {
  const notes: string[] = [];
  let from: CalendarDate | null = null;
  let to: CalendarDate | null = null;
  if (rawFrom) {
    const day = parseDay(rawFrom);
    const shown = day === null ? quoted(rawFrom) : formatDisplayDate(day);
    if (day === null) {
      notes.push(t`The check-in date in the link (${shown}) is not a date, so it was left out.`);
    } else if (compareCalendarDates(day, today) < 0) {
      notes.push(t`The check-in date in the link (${shown}) has passed, so it was left out.`);
    } else {
      from = day;
    }
  }
  if (rawTo) {
    const day = parseDay(rawTo);
    const shown = day === null ? quoted(rawTo) : formatDisplayDate(day);
    if (day === null) {
      notes.push(t`The check-out date in the link (${shown}) is not a date, so it was left out.`);
    } else if (from === null) {
      notes.push(
        t`The check-out date in the link (${shown}) needs a check-in date, so it was left out.`,
      );
    } else if (compareCalendarDates(day, from) === 0) {
      notes.push(
        t`The link's check-out is the same day as its check-in (minimum stay 1 night), so only the check-in was kept.`,
      );
    } else if (compareCalendarDates(day, from) < 0) {
      notes.push(
        t`The link's check-out (${shown}) is before its check-in, so only the check-in was kept.`,
      );
    } else {
      to = day;
    }
  }
  return { selection: { from, to }, notes };
}

/** The guest count a venue link asked for, kept when the venue takes it, else said and changed. */
export function readLinkGuests(
  raw: string | null | undefined,
  maxGuests: number,
  fallback: number,
): { guests: number; note: string | null } {
  const max = Math.max(MIN_GUESTS, Math.floor(maxGuests));
  const byDefault = Math.min(max, Math.max(MIN_GUESTS, fallback));
  if (raw === null || raw === undefined || raw === '') return { guests: byDefault, note: null };
  const wanted = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(wanted) || wanted < MIN_GUESTS) {
    const shown = quoted(raw);
    return {
      guests: byDefault,
      note: t`The guest count in the link (${shown}) is not a number of guests, so it is ${byDefault}.`,
    };
  }
  if (wanted > max) {
    return {
      guests: max,
      note: plural(max, {
        one: `This venue takes at most # guest, so the link's ${wanted} guests became #.`,
        other: `This venue takes at most # guests, so the link's ${wanted} guests became #.`,
      }),
    };
  }
  return { guests: wanted, note: null };
}

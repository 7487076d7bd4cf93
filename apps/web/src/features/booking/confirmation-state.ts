import { isCalendarDate, type CalendarDate } from '@holidaze/domain';

/** What a page may hand to /booking-success as navigation state. */
export interface BookingConfirmation {
  reference: string;
  venueName: string;
  dateFrom: CalendarDate;
  dateTo: CalendarDate;
  guests: number;
  total: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * History state can be anything (another tab, an old entry), so it is checked rather than
 * trusted. A plain check: this page must not download a validation library for six fields.
 */
export function readBookingConfirmation(state: unknown): BookingConfirmation | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reference, venueName, dateFrom, dateTo, guests, total } = state as Record<
    string,
    unknown
  >;
  const valid =
    isText(reference) &&
    isText(venueName) &&
    typeof dateFrom === 'string' &&
    isCalendarDate(dateFrom) &&
    typeof dateTo === 'string' &&
    isCalendarDate(dateTo) &&
    typeof guests === 'number' &&
    Number.isInteger(guests) &&
    guests > 0 &&
    typeof total === 'number' &&
    Number.isFinite(total) &&
    total >= 0;
  return valid ? { reference, venueName, dateFrom, dateTo, guests, total } : null;
}

import { BOOKING_STATE_LABELS, formatDisplayDate, type Conversation } from '@holidaze/domain';

/** "12 Dec 2026 – 15 Dec 2026 · 2 guests · Requested", or undefined before any booking. */
export function stayLine(booking: Conversation['booking']): string | undefined {
  if (!booking) return undefined;
  const guests = `${booking.guests} guest${booking.guests === 1 ? '' : 's'}`;
  return `${formatDisplayDate(booking.dateFrom)} – ${formatDisplayDate(booking.dateTo)} · ${guests} · ${BOOKING_STATE_LABELS[booking.status]}`;
}

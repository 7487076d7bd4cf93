import { BOOKING_STATE_LABELS, formatDisplayDate, type Conversation } from '@holidaze/domain';

export const messageTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** "12 Dec 2026 – 15 Dec 2026 · 2 guests · Requested", or undefined before any booking. */
export function stayLine(booking: Conversation['booking']): string | undefined {
  if (!booking) return undefined;
  const guests = `${booking.guests} guest${booking.guests === 1 ? '' : 's'}`;
  return `${formatDisplayDate(booking.dateFrom)} – ${formatDisplayDate(booking.dateTo)} · ${guests} · ${BOOKING_STATE_LABELS[booking.status]}`;
}

import { msg, plural } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { BookingState, Conversation } from '@holidaze/domain';
import { formatDisplayDate } from '../../shared/i18n';

/**
 * A booking's state as a conversation names it: the domain's `BOOKING_STATE_LABELS`, word for
 * word in English (a test holds them equal), with their translations in this feature's catalogue.
 */
export const STATE_LABELS: Record<BookingState, MessageDescriptor> = {
  requested: msg`Requested`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  cancelledByHost: msg`Cancelled by host`,
};

/** "12 Dec 2026 – 15 Dec 2026 · 2 guests · Requested", or undefined before any booking. */
export function stayLine(booking: Conversation['booking']): string | undefined {
  if (!booking) return undefined;
  const count = booking.guests;
  const guests = plural(count, { one: '# guest', other: '# guests' });
  return `${formatDisplayDate(booking.dateFrom)} – ${formatDisplayDate(booking.dateTo)} · ${guests} · ${i18n._(STATE_LABELS[booking.status])}`;
}

import { plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Conversation } from '@holidaze/domain';
import { STATE_LABELS } from '../../shared/bookings/state-labels';
import { formatDisplayDate } from '../../shared/i18n';

/** "12 Dec 2026 – 15 Dec 2026 · 2 guests · Requested", or undefined before any booking. */
export function stayLine(booking: Conversation['booking']): string | undefined {
  if (!booking) return undefined;
  const count = booking.guests;
  const guests = plural(count, { one: '# guest', other: '# guests' });
  return `${formatDisplayDate(booking.dateFrom)} – ${formatDisplayDate(booking.dateTo)} · ${guests} · ${i18n._(STATE_LABELS[booking.status])}`;
}

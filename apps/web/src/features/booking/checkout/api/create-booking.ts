import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarDateToIso, type Booking, type CalendarDate } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { venueKeys } from '../../../../shared/api/query-keys';

export interface NewBooking {
  venueId: string;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
}

/** A fresh key for one booking attempt; a retry of that attempt sends the same key again. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * B3: the chosen calendar days go out as UTC midnights, so no zone can shift them. With an
 * `Idempotency-Key`, a repeat of the same attempt (a double click, a retry after a lost answer)
 * is answered with the first booking instead of a second one or an overlap error.
 */
export async function createBooking(
  booking: NewBooking & { idempotencyKey?: string },
): Promise<Booking> {
  const envelope = await apiRequest<Booking>('/holidaze/bookings', {
    method: 'POST',
    auth: true,
    ...(booking.idempotencyKey ? { headers: { 'Idempotency-Key': booking.idempotencyKey } } : {}),
    body: {
      dateFrom: calendarDateToIso(booking.from),
      dateTo: calendarDateToIso(booking.to),
      guests: booking.guests,
      venueId: booking.venueId,
    },
  });
  return envelope.data;
}

/**
 * Success or failure, the venue is read again: its picker then shows the new stay as taken, or the
 * stay someone else took first (the usual reason a booking is refused).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_booking, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(variables.venueId) });
    },
  });
}

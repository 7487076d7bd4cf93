import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarDateToIso, type Booking, type CalendarDate } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { venueQueryKey } from '../../api/get-venue';

export interface NewBooking {
  venueId: string;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
}

/** B3: the chosen calendar days go out as UTC midnights, so no zone can shift them. */
export async function createBooking(booking: NewBooking): Promise<Booking> {
  const envelope = await apiRequest<Booking>('/holidaze/bookings', {
    method: 'POST',
    auth: true,
    body: {
      dateFrom: calendarDateToIso(booking.from),
      dateTo: calendarDateToIso(booking.to),
      guests: booking.guests,
      venueId: booking.venueId,
    },
  });
  return envelope.data;
}

/** After a booking the venue is read again, so its picker shows the new stay as taken. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (_booking, variables) => {
      void queryClient.invalidateQueries({ queryKey: venueQueryKey(variables.venueId) });
    },
  });
}

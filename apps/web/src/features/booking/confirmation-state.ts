import { z } from 'zod';
import { isCalendarDate } from '@holidaze/domain';

const calendarDay = z.string().refine(isCalendarDate);

/**
 * What a page may hand to /booking-success as navigation state. History state can be anything
 * (another tab, an old entry), so it is parsed rather than trusted.
 */
export const bookingConfirmationSchema = z.object({
  reference: z.string().min(1),
  venueName: z.string().min(1),
  dateFrom: calendarDay,
  dateTo: calendarDay,
  guests: z.number().int().positive(),
  total: z.number().nonnegative(),
});

export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export function readBookingConfirmation(state: unknown): BookingConfirmation | null {
  const parsed = bookingConfirmationSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

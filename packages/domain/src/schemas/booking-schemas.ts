import { z } from 'zod';
import { toCalendarDate } from '../calendar-date';
import { MESSAGES, REQUIRED_FIELD_MESSAGES } from './messages';

const isDateInput = (value: string) => {
  try {
    toCalendarDate(value);
    return true;
  } catch {
    return false;
  }
};

/** 'YYYY-MM-DD' or an ISO date-time; becomes the calendar day (the UTC date). */
export const calendarDateInput = z
  .string()
  .trim()
  .refine(isDateInput, MESSAGES.dateInvalid)
  .transform((value) => toCalendarDate(value));

const guests = z
  .number({ error: REQUIRED_FIELD_MESSAGES.guests })
  .int(MESSAGES.guestsRange)
  .min(1, MESSAGES.guestsRange)
  .max(100, MESSAGES.guestsRange);

/** POST /holidaze/bookings. Whether dateFrom is in the past needs "today": the server checks it. */
export const bookingCreateBodySchema = z
  .object({
    dateFrom: z.string({ error: REQUIRED_FIELD_MESSAGES.dateFrom }).pipe(calendarDateInput),
    dateTo: z.string({ error: REQUIRED_FIELD_MESSAGES.dateTo }).pipe(calendarDateInput),
    guests,
    venueId: z.uuid({ error: MESSAGES.invalidUuid }),
  })
  .refine((body) => body.dateTo > body.dateFrom, {
    message: MESSAGES.minimumStay,
    path: ['dateTo'],
  });
export type BookingCreateBody = z.output<typeof bookingCreateBodySchema>;

/** PUT /holidaze/bookings/:id: at least one of the three. */
export const bookingUpdateBodySchema = z
  .object({
    dateFrom: calendarDateInput.optional(),
    dateTo: calendarDateInput.optional(),
    guests: guests.optional(),
  })
  .refine(
    (body) => body.dateFrom !== undefined || body.dateTo !== undefined || body.guests !== undefined,
    { message: MESSAGES.atLeastOneBookingField },
  )
  .refine((body) => !body.dateFrom || !body.dateTo || body.dateTo > body.dateFrom, {
    message: MESSAGES.minimumStay,
    path: ['dateTo'],
  });
export type BookingUpdateBody = z.output<typeof bookingUpdateBodySchema>;

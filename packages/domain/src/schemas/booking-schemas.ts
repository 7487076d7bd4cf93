import { z } from 'zod';
import { isCalendarDate, toCalendarDate, type CalendarDate } from '../calendar-date';
import { MESSAGES, REQUIRED_FIELD_MESSAGES, requiredOr } from './messages';
import { PAYMENT_PREFERENCES } from '../payment-preference';

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
  .string({ error: MESSAGES.dateInvalid })
  .trim()
  .refine(isDateInput, { error: MESSAGES.dateInvalid, abort: true })
  .transform((value): CalendarDate => toCalendarDate(value));

const requiredDate = (required: string) =>
  z.string({ error: requiredOr(required, MESSAGES.dateInvalid) }).pipe(calendarDateInput);

const guests = z
  .number({ error: requiredOr(REQUIRED_FIELD_MESSAGES.guests, MESSAGES.guestsRange) })
  .int(MESSAGES.guestsRange)
  .min(1, MESSAGES.guestsRange)
  .max(100, MESSAGES.guestsRange);

/** What a date check may look at: refinements also run when some other field failed. */
interface DateFields {
  dateFrom?: unknown;
  dateTo?: unknown;
}

const bothDays = (body: DateFields) =>
  typeof body.dateFrom === 'string' &&
  typeof body.dateTo === 'string' &&
  isCalendarDate(body.dateFrom) &&
  isCalendarDate(body.dateTo);

/** A stay lasts at least one night: dateTo after dateFrom (checked once both are days). */
const minimumStay = {
  check: (body: DateFields) =>
    !bothDays(body) || (body.dateTo as string) > (body.dateFrom as string),
  params: { message: MESSAGES.minimumStay, path: ['dateTo'] },
};

export interface BookingDateOptions {
  /** The first day a stay may start on (the server passes `earliestTodayAnywhere()`). */
  earliestDay?: () => CalendarDate;
}

const notInPast = (options: BookingDateOptions) => (body: DateFields) =>
  options.earliestDay === undefined ||
  typeof body.dateFrom !== 'string' ||
  !isCalendarDate(body.dateFrom) ||
  body.dateFrom >= options.earliestDay();

const pastParams = { message: MESSAGES.dateFromInPast, path: ['dateFrom'] };

/** POST /holidaze/bookings; with `earliestDay`, a stay starting before it is refused too. */
export function makeBookingCreateBodySchema(options: BookingDateOptions = {}) {
  return z
    .object({
      dateFrom: requiredDate(REQUIRED_FIELD_MESSAGES.dateFrom),
      dateTo: requiredDate(REQUIRED_FIELD_MESSAGES.dateTo),
      guests,
      venueId: z.guid({ error: requiredOr(REQUIRED_FIELD_MESSAGES.venueId, MESSAGES.invalidUuid) }),
      paymentPreference: z
        .enum(PAYMENT_PREFERENCES, {
          error: `paymentPreference must be one of ${PAYMENT_PREFERENCES.join(', ')}`,
        })
        .optional(),
    })
    .refine(notInPast(options), pastParams)
    .refine(minimumStay.check, minimumStay.params);
}

/** POST /holidaze/bookings without the past check (which needs "today": the server does it). */
export const bookingCreateBodySchema = makeBookingCreateBodySchema();
export type BookingCreateBody = z.output<typeof bookingCreateBodySchema>;

/** PUT /holidaze/bookings/:id: at least one of the three; dates that are given are checked. */
export function makeBookingUpdateBodySchema(options: BookingDateOptions = {}) {
  return z
    .object({
      dateFrom: calendarDateInput.optional(),
      dateTo: calendarDateInput.optional(),
      guests: guests.optional(),
    })
    .refine(
      (body) =>
        body.dateFrom !== undefined || body.dateTo !== undefined || body.guests !== undefined,
      { message: MESSAGES.atLeastOneBookingField },
    )
    .refine(notInPast(options), pastParams)
    .refine(minimumStay.check, minimumStay.params);
}

export const bookingUpdateBodySchema = makeBookingUpdateBodySchema();
export type BookingUpdateBody = z.output<typeof bookingUpdateBodySchema>;

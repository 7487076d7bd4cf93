import { z } from 'zod';

export const CANCELLATION_REASON_MAX = 500;

/** The venue owner's cancellation of a booking: an optional reason for the traveller. */
export const bookingCancellationBodySchema = z
  .object({
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(
        CANCELLATION_REASON_MAX,
        `Reason cannot be longer than ${CANCELLATION_REASON_MAX} characters`,
      )
      .optional(),
  })
  .optional();
export type BookingCancellationBody = z.output<typeof bookingCancellationBodySchema>;

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

export const HOST_MESSAGE_MAX = 500;

/** The host's answer to a booking request: an optional message for the traveller. */
export const bookingAnswerBodySchema = z
  .object({
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(HOST_MESSAGE_MAX, `Message cannot be longer than ${HOST_MESSAGE_MAX} characters`)
      .optional(),
  })
  .optional();
export type BookingAnswerBody = z.output<typeof bookingAnswerBodySchema>;

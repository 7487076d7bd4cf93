import { z } from 'zod';

export const CANCELLATION_REASON_MAX = 500;
export const HOST_MESSAGE_MAX = 500;

/** An optional note from the host to the traveller, trimmed, its messages naming it. */
const noteText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} cannot be longer than ${max} characters`)
    .optional();

/** The venue owner's cancellation of a booking: an optional reason for the traveller. */
export const bookingCancellationBodySchema = z
  .object({ reason: noteText('Reason', CANCELLATION_REASON_MAX) })
  .optional();
export type BookingCancellationBody = z.output<typeof bookingCancellationBodySchema>;

/** The host's answer to a booking request: an optional message for the traveller. */
export const bookingAnswerBodySchema = z
  .object({ message: noteText('Message', HOST_MESSAGE_MAX) })
  .optional();
export type BookingAnswerBody = z.output<typeof bookingAnswerBodySchema>;

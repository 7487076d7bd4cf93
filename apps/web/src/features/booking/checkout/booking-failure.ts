import { t } from '@lingui/core/macro';
import { ApiError, apiErrorMessage } from '../../../shared/api/http-client';

/** What the traveller reads when a booking fails: the server's message, else the error's own. */
export function bookingFailure(error: unknown): string {
  const ownMessage = error instanceof Error && error.message ? error.message : t`Booking failed`;
  return apiErrorMessage(error, ownMessage);
}

/**
 * No answer, or the server failed to serve: the same attempt may be tried again with the same key
 * (it will not book twice). Refusals (4xx) are answers about the stay and are not retried.
 */
export const mayRetry = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** What the dialog says when it keeps the attempt open for another try. */
export function retryNotice(error: unknown): string {
  // No answer at all: the booking may have been made; the same key makes the retry find out.
  if (error instanceof ApiError && error.status === 0) {
    const failure = bookingFailure(error);
    return t`${failure} Your booking may not have been made; try again to check, it will not book twice.`;
  }
  const failure = bookingFailure(error);
  return t`${failure} Your booking was not made. You can try again; it will not book twice.`;
}

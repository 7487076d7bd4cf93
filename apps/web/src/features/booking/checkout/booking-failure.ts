import { ApiError, apiErrorMessage } from '../../../shared/api/http-client';

/** What the traveller reads when a booking fails: the server's message, else the error's own. */
export function bookingFailure(error: unknown): string {
  const ownMessage = error instanceof Error && error.message ? error.message : 'Booking failed';
  return apiErrorMessage(error, ownMessage);
}

/** No answer, or the server could not serve: the same attempt may be tried again, same key. */
export const mayRetry = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

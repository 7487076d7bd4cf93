import { ApiError, apiErrorMessage } from '../../shared/api/http-client';

/** What a refused message says beside the box: too fast (429), blocked (403), or the API's words. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined
      ? 'You are sending messages too quickly. Wait a moment and try again.'
      : `You are sending messages too quickly. Try again in ${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}.`;
  }
  if (error instanceof ApiError && error.status === 403) {
    return error.firstMessage ?? 'You cannot send messages in this conversation.';
  }
  return apiErrorMessage(error, 'Your message could not be sent. Please try again.');
}

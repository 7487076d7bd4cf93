import { plural, t } from '@lingui/core/macro';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';

/** What a refused message says beside the box: too fast (429), blocked (403), or the API's words. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const retry = error.retryAfterSeconds;
    if (retry === undefined) {
      return t`You are sending messages too quickly. Wait a moment and try again.`;
    }
    const seconds = Math.max(1, retry);
    return plural(seconds, {
      one: 'You are sending messages too quickly. Try again in # second.',
      other: 'You are sending messages too quickly. Try again in # seconds.',
    });
  }
  if (error instanceof ApiError && error.status === 403) {
    return error.firstMessage ?? t`You cannot send messages in this conversation.`;
  }
  return apiErrorMessage(error, t`Your message could not be sent. Please try again.`);
}

import { t } from '@lingui/core/macro';
import { ApiError } from '../../../shared/api/http-client';

// Said when a save fails, in the page's language.
const unknown = () => t`An unknown error occurred.`;

/** Create: the API's first message, else 'Failed to create venue.'; not an HTTP error: unknown. */
export function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.firstMessage ?? t`Failed to create venue.`;
  return unknown();
}

/** Update: the API's first message, else the error's own message, else unknown (spec §8). */
export function updateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.firstMessage) return error.firstMessage;
  if (error instanceof Error && error.message) return error.message;
  return unknown();
}

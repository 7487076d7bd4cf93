import type { ApiErrorItem } from '@holidaze/domain';

/** An error the client caused or may see; the error handler turns it into the contract's envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ApiErrorItem[] = [{ message }],
    /** Sent as `Retry-After` (seconds): when a client may try again (503, 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, path?: (string | number)[]) =>
  new ApiError(400, message, [{ message, ...(path ? { path } : {}) }]);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** How long a client is told to wait before retrying when we are briefly unable to serve. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * 503 with `Retry-After`: the request was not carried out, because of something on our side
 * that should pass (the database unreachable or slow, a full queue); retrying later is right.
 */
export const serviceUnavailable = (
  message: string,
  retryAfterSeconds: number = DEFAULT_RETRY_AFTER_SECONDS,
) => new ApiError(503, message, [{ message }], retryAfterSeconds);

/** Zod issues kept whole (with numeric path segments), raised by our validator compiler. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? 'Invalid request');
  }
}

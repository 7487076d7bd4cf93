import {
  apiReadUrl,
  type ApiErrorBody,
  type ApiErrorItem,
  type DataEnvelope,
} from '@holidaze/domain';
import { t } from '@lingui/core/macro';
import { config } from '../config';
import { errorText } from '../i18n';
import { readStoredSession, sessionEvents } from '../session/session-storage';
import { reportReachable } from './connection-status';

/** A refused or failed call: the status (0 for network failures) and the API's error list. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    /** From a 429 or 503's `Retry-After`: how many seconds until trying again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super((errors[0] && errorText(errors[0], status)) || `Request failed (${status})`);
  }

  /** The first error's message, in the page's language where its code is known. */
  get firstMessage(): string | undefined {
    return this.errors[0] && errorText(this.errors[0], this.status);
  }
}

/** The spec's "first error message, else <fallback>". */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.firstMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Extra request headers (an `Idempotency-Key`, for one). */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  auth?: boolean;
  signal?: AbortSignal | undefined;
  /** Sent even if the page unloads right after (a language switch loads the other page). */
  keepalive?: boolean;
}

/** In English, as the spec words it; `sessionExpiredMessage()` says it in the page's language. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const sessionExpiredMessage = () => t`Your session has expired. Please log in again.`;

/** The answer's data alone, without its envelope: what most calls want (apiRequest below). */
export const apiData = async <T>(path: string, options?: RequestOptions): Promise<T> =>
  (await apiRequest<T>(path, options)).data;

/** One call to the provider API; JSON in and out, the contract's error envelope turned into ApiError. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<DataEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? readStoredSession().token : null;
  if (options.auth) {
    if (token) headers.Authorization = `Bearer ${token}`;
    headers['X-Noroff-API-Key'] = config.apiKey;
  }
  const timeout = AbortSignal.timeout(config.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(config.apiBase + apiReadUrl({ path, query: options.query ?? {} }), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportReachable(false);
    const timedOut = timeout.aborted;
    throw new ApiError(0, [
      {
        message: timedOut
          ? t`The server took too long to answer. Please try again.`
          : t`Could not reach Holidaze. Check your connection and try again.`,
      },
    ]);
  }
  reportReachable(true);
  if (response.status === 204) return { data: undefined as T, meta: {} };
  const body = (await response.json().catch(() => undefined)) as
    DataEnvelope<T> | ApiErrorBody | undefined;
  if (!response.ok) {
    const errors = body && 'errors' in body ? body.errors : [];
    // Only a token refused ends a session: a call that went out with none (another tab was
    // between one account and the next) says nothing of the session that followed.
    if (response.status === 401 && token) sessionEvents.emitExpired(sessionExpiredMessage(), token);
    // No error list: callers fall back to their own message (spec §8 "first error message, else ...").
    throw new ApiError(
      response.status,
      errors,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return body as DataEnvelope<T>;
}

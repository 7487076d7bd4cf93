import { t } from '@lingui/core/macro';
import type { ApiErrorBody, Media } from '@holidaze/domain';
import { config } from '../config';
import { readStoredSession, sessionEvents } from '../session/session-storage';
import { reportReachable } from './connection-status';
import { ApiError, parseRetryAfter, sessionExpiredMessage } from './http-client';

/** The 201 answer of POST /holidaze/media (docs/api.md): the photo as a media item to attach. */
export type UploadedMedia = Required<Media>;

export interface UploadOptions {
  alt?: string;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** Uploading a 10 MB photo over a slow phone line takes a while: far longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * POST /holidaze/media with one photo. XMLHttpRequest rather than fetch: only it reports how much
 * of the body has been sent, which is the progress a host watches on a phone. Refusals come as
 * ApiError like every other call (status 0 when the server could not be reached).
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readStoredSession().token;
    xhr.open('POST', `${config.apiBase}/holidaze/media`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Noroff-API-Key', config.apiKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const unreachable = (message: string) => {
      reportReachable(false);
      reject(new ApiError(0, [{ message }]));
    };
    xhr.onerror = () =>
      unreachable(t`Could not reach Holidaze. Check your connection and try again.`);
    xhr.ontimeout = () => unreachable(t`The upload took too long. Please try again.`);
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      reportReachable(true);
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        const data = (body as { data?: UploadedMedia } | undefined)?.data;
        if (data?.url) return resolve(data);
        return reject(new ApiError(xhr.status, []));
      }
      if (xhr.status === 401) sessionEvents.emitExpired(sessionExpiredMessage(), token);
      const errors = (body as Partial<ApiErrorBody> | undefined)?.errors ?? [];
      reject(
        new ApiError(xhr.status, errors, parseRetryAfter(xhr.getResponseHeader('Retry-After'))),
      );
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The server reads the fields in order and streams the file: the caption comes first.
    if (options.alt?.trim()) form.append('alt', options.alt.trim());
    form.append('file', file);
    xhr.send(form);
  });
}

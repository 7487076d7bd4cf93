import { http, type HttpResponseResolver } from 'msw';
import { api, apiError, ok } from '../api';

let uploads = 0;

/** The upload's answer (docs/api.md): the canonical URL of the photo's largest JPEG. */
export function uploadedMediaOf(alt = '', hashSeed = (uploads += 1)) {
  const hash = hashSeed.toString(16).padStart(64, '0');
  return {
    url: `http://localhost:3000/media/u/${hash}/1600.jpg`,
    alt,
    width: 1600,
    height: 1067,
    placeholder: 'HcsCBYBbmT+KiHiHiNeIcw5354Bn',
  };
}

/**
 * POST /holidaze/media: signed in, multipart with an optional `alt` then one `file`; 201 with the
 * photo. `answer` replaces the 201 (a refusal, for one); it is given the parts the app sent.
 */
export const mediaUpload = (
  answer?: (parts: { alt: string; file: File }) => Response | undefined,
) =>
  http.post(api('/holidaze/media'), (async ({ request }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer '))
      return apiError(401, 'No authorization header was found');
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) return apiError(400, 'file is required');
    const parts = { alt: String(form.get('alt') ?? ''), file };
    return answer?.(parts) ?? ok(uploadedMediaOf(parts.alt), {}, 201);
  }) satisfies HttpResponseResolver);

/** Refusals as the server words them, by status. */
export const mediaRefusal = (status: number, message?: string, headers?: Record<string, string>) =>
  mediaUpload(() => apiError(status, message, headers));

import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/api';
import { uploadedMediaOf } from '../../test/handlers/media';
import { server } from '../../test/server';
import { sessionEvents } from '../session/session-storage';
import { ApiError } from './http-client';
import { uploadMedia } from './upload-media';

const photo = () => new File([new Uint8Array(4096)], 'cabin.jpg', { type: 'image/jpeg' });

beforeEach(() => localStorage.setItem('accessToken', 'token-ann'));

describe('uploadMedia', () => {
  it('sends the caption before the file, signed in, and gives back the photo', async () => {
    let seen: { names: string[]; auth: string | null; key: string | null } | undefined;
    server.use(
      http.post('/api/holidaze/media', async ({ request }) => {
        const form = await request.formData();
        seen = {
          names: [...form.keys()],
          auth: request.headers.get('Authorization'),
          key: request.headers.get('X-Noroff-API-Key'),
        };
        return HttpResponse.json({ data: uploadedMediaOf('Lake'), meta: {} }, { status: 201 });
      }),
    );
    const media = await uploadMedia(photo(), { alt: '  Lake ' });
    expect(seen).toEqual({
      names: ['alt', 'file'],
      auth: 'Bearer token-ann',
      key: expect.any(String),
    });
    expect(media).toMatchObject({ alt: 'Lake', width: 1600, height: 1067 });
    expect(media.url).toMatch(/\/media\/u\/[0-9a-f]{64}\/1600\.jpg$/);
  });

  it('refuses with the status, the message and the wait the server gave', async () => {
    server.use(
      http.post('/api/holidaze/media', () => apiError(503, 'Busy', { 'Retry-After': '7' })),
    );
    const error = await uploadMedia(photo()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, firstMessage: 'Busy', retryAfterSeconds: 7 });
  });

  it('says the session has ended on a 401', async () => {
    const expired = vi.fn();
    const stop = sessionEvents.onExpired(expired);
    server.use(http.post('/api/holidaze/media', () => apiError(401, 'Invalid token')));
    await expect(uploadMedia(photo())).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledWith(expect.stringContaining('expired'), 'token-ann');
    stop();
  });

  it('is a status 0 with words when the server cannot be reached', async () => {
    server.use(http.post('/api/holidaze/media', () => HttpResponse.error()));
    await expect(uploadMedia(photo())).rejects.toMatchObject({
      status: 0,
      firstMessage: 'Could not reach Holidaze. Check your connection and try again.',
    });
  });
});

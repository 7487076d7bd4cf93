import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, noContent, ok } from '../../test/api';
import { recordApiCalls, server } from '../../test/server';
import { sessionEvents } from '../session/session-storage';
import { ApiError, apiErrorMessage, apiRequest } from './http-client';

describe('apiRequest', () => {
  it('sends the token and the API key only on authenticated calls, and the query', async () => {
    localStorage.setItem('accessToken', 'tok');
    server.use(
      http.get(api('/holidaze/venues'), () => ok([])),
      http.post(api('/holidaze/bookings'), () => ok([])),
    );
    const calls = recordApiCalls();
    await apiRequest('/holidaze/venues', { query: { q: 'oslo', page: 2, wifi: undefined } });
    await apiRequest('/holidaze/bookings', { auth: true, method: 'POST', body: { guests: 2 } });
    const [open, authenticated] = calls;
    expect(`${open!.url.pathname}${open!.url.search}`).toBe('/api/holidaze/venues?q=oslo&page=2');
    expect(open!.headers.get('Authorization')).toBeNull();
    expect(authenticated!.headers.get('Authorization')).toBe('Bearer tok');
    expect(authenticated!.headers.get('X-Noroff-API-Key')).toBe('holidaze-web-client-key');
    // The recorder reads a body on its own copy of the request, which may finish after the call.
    await vi.waitFor(() => expect(authenticated!.body).toEqual({ guests: 2 }));
  });

  it("turns the contract's error envelope into ApiError with the first message", async () => {
    server.use(
      http.get(api('/x'), () =>
        HttpResponse.json(
          { errors: [{ message: 'Taken' }, { message: 'x' }], status: 'Conflict', statusCode: 409 },
          { status: 409 },
        ),
      ),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(apiErrorMessage(error, 'fallback')).toBe('Taken');
  });

  /** What the session hears of a signed call to `path` that the server refuses with `message`. */
  async function expiryHeardOf401(path: string, message: string) {
    server.use(http.get(api(path), () => apiError(401, message)));
    const heard = vi.fn();
    const stop = sessionEvents.onExpired(heard);
    await apiRequest(path, { auth: true }).catch(() => undefined);
    stop();
    return heard;
  }

  it('tells the session when the server refuses the token', async () => {
    localStorage.setItem('accessToken', 'old');
    const heard = await expiryHeardOf401(
      '/holidaze/profiles/x',
      'Invalid authorization token. Please login again',
    );
    expect(heard).toHaveBeenCalledWith('Your session has expired. Please log in again.', 'old');
  });

  it('says nothing of a session when a call went out without a token and was refused', async () => {
    // Another tab is between logging out one account and in another: no token for that moment.
    const heard = await expiryHeardOf401(
      '/holidaze/notifications/unread',
      'Missing authorization header',
    );
    expect(heard).not.toHaveBeenCalled();
  });

  it('reports a network failure readably', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.error()));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach Holidaze/);
  });

  it('answers 204 with no data', async () => {
    server.use(http.delete(api('/holidaze/bookings/1'), () => noContent()));
    await expect(
      apiRequest('/holidaze/bookings/1', { method: 'DELETE', auth: true }),
    ).resolves.toEqual({ data: undefined, meta: {} });
  });
});

describe('apiErrorMessage', () => {
  it("falls back when the server's answer carries no error list", async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ message: 'Bad gateway' }, { status: 502 }),
      ),
    );
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(502);
    expect(apiErrorMessage(error, 'Login failed')).toBe('Login failed');
  });
});

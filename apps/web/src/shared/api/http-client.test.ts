import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEvents } from '../session/session-storage';
import { ApiError, apiErrorMessage, apiRequest } from './http-client';

function respond(status: number, body?: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends the token and the API key only on authenticated calls, and the query', async () => {
    localStorage.setItem('accessToken', 'tok');
    const fetch = respond(200, { data: [], meta: {} });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/holidaze/venues', { query: { q: 'oslo', page: 2, wifi: undefined } });
    await apiRequest('/holidaze/bookings', { auth: true, method: 'POST', body: { guests: 2 } });
    const [publicUrl, publicInit] = fetch.mock.calls[0]!;
    expect(publicUrl).toBe('/api/holidaze/venues?q=oslo&page=2');
    expect(publicInit.headers.Authorization).toBeUndefined();
    const [, authInit] = fetch.mock.calls[1]!;
    expect(authInit.headers.Authorization).toBe('Bearer tok');
    expect(authInit.headers['X-Noroff-API-Key']).toBe('holidaze-web-client-key');
    expect(authInit.body).toBe('{"guests":2}');
  });

  it("turns the contract's error envelope into ApiError with the first message", async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, {
        errors: [{ message: 'Taken' }, { message: 'x' }],
        status: 'Conflict',
        statusCode: 409,
      }),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(apiErrorMessage(error, 'fallback')).toBe('Taken');
  });

  it('tells the session when the server refuses the token', async () => {
    localStorage.setItem('accessToken', 'old');
    vi.stubGlobal(
      'fetch',
      respond(401, { errors: [{ message: 'Invalid authorization token. Please login again' }] }),
    );
    const heard = vi.fn();
    const stop = sessionEvents.onExpired(heard);
    await apiRequest('/holidaze/profiles/x', { auth: true }).catch(() => undefined);
    stop();
    expect(heard).toHaveBeenCalledWith('Your session has expired. Please log in again.', 'old');
  });

  it('reports a network failure readably', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach Holidaze/);
  });

  it('answers 204 with no data', async () => {
    vi.stubGlobal('fetch', respond(204));
    await expect(
      apiRequest('/holidaze/bookings/1', { method: 'DELETE', auth: true }),
    ).resolves.toEqual({ data: undefined, meta: {} });
  });
});

describe('apiErrorMessage', () => {
  it("falls back when the server's answer carries no error list", async () => {
    vi.stubGlobal('fetch', respond(502, { message: 'Bad gateway' }));
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(502);
    expect(apiErrorMessage(error, 'Login failed')).toBe('Login failed');
  });
});

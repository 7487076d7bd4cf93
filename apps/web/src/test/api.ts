import { HttpResponse } from 'msw';

/** The address pattern MSW matches for an API path: `api('/holidaze/venues/:id')`. */
export const api = (path: string) => `/api${path}`;

/** The API's success envelope. */
export const ok = (data: unknown, meta: Record<string, unknown> = {}, status = 200) =>
  HttpResponse.json({ data, meta }, { status });

/** A refused request in the API's error envelope; without a message the error list is empty. */
export const apiError = (status: number, message?: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ errors: message ? [{ message }] : [] }, { status, headers });

/** 204 No Content, as the API answers a deletion. */
export const noContent = () => new HttpResponse(null, { status: 204 });

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { bookingFailure, mayRetry } from './booking-failure';

describe('bookingFailure', () => {
  it("prefers the server's first message", () => {
    expect(bookingFailure(new ApiError(409, [{ message: 'Taken' }]))).toBe('Taken');
  });

  it("falls back to the error's own message", () => {
    expect(bookingFailure(new Error('Network down'))).toBe('Network down');
  });

  it("says 'Booking failed' when the failure carries no message at all", () => {
    expect(bookingFailure(new Error(''))).toBe('Booking failed');
    expect(bookingFailure(undefined)).toBe('Booking failed');
  });
});

describe('mayRetry', () => {
  it('retries only when no answer came or the server failed to serve', () => {
    expect(mayRetry(new ApiError(0, []))).toBe(true);
    expect(mayRetry(new ApiError(503, []))).toBe(true);
    expect(mayRetry(new ApiError(500, []))).toBe(true);
    expect(mayRetry(new ApiError(409, []))).toBe(false);
    expect(mayRetry(new Error('x'))).toBe(false);
  });
});

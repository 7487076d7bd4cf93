import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../shared/api/http-client';
import { tooManyAttemptsMessage, waitText } from './retry-after';

describe('waiting after too many attempts', () => {
  it('rounds up to the unit that reads naturally', () => {
    expect(waitText(0)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(3601)).toBe('2 hours');
  });

  it('says when to try again, or to wait a moment when the server did not say', () => {
    expect(tooManyAttemptsMessage(120)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(undefined)).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Tue, 01 Jan 2030 12:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

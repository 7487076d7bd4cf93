import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { createErrorMessage, updateErrorMessage } from './save-error';

const refused = new ApiError(400, [{ message: 'Price cannot be greater than 10,000' }]);
const bare = new ApiError(500, []);

describe('the venue form’s save failures (spec §8)', () => {
  it('create: the first API message, else Failed to create venue., else unknown', () => {
    expect(createErrorMessage(refused)).toBe('Price cannot be greater than 10,000');
    expect(createErrorMessage(bare)).toBe('Failed to create venue.');
    expect(createErrorMessage(new TypeError('boom'))).toBe('An unknown error occurred.');
    expect(createErrorMessage('weird')).toBe('An unknown error occurred.');
  });

  it('update: the first API message, else the error’s own message, else unknown', () => {
    expect(updateErrorMessage(refused)).toBe('Price cannot be greater than 10,000');
    expect(updateErrorMessage(bare)).toBe('Request failed (500)');
    expect(updateErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(updateErrorMessage('weird')).toBe('An unknown error occurred.');
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES, hostsText, requiredOr } from './messages';

describe('MESSAGES', () => {
  it('names several domains joined by "or"', () => {
    expect(hostsText(['stud.noroff.no', 'noroff.no'])).toBe('stud.noroff.no or noroff.no');
    expect(MESSAGES.sortField(['name', 'price'])).toBe('sort must be one of: name, price');
  });
});

describe('requiredOr', () => {
  it('tells a missing value from a wrong one', () => {
    const error = requiredOr('Price is required', 'Price must be a number');
    expect(error({ input: undefined })).toBe('Price is required');
    expect(error({ input: '100' })).toBe('Price must be a number');
    expect(error({ input: null })).toBe('Price must be a number');
  });
});

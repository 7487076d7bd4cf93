import { describe, expect, it } from 'vitest';
import { bookingReference } from './booking-reference';

describe('bookingReference', () => {
  it('is REF- and 8 letters from the random source', () => {
    const sequence = [0, 25, 1, 24, 2, 23, 12, 13];
    let i = 0;
    const fixed = (max: number) => {
      expect(max).toBe(26);
      return sequence[i++ % sequence.length]!;
    };
    expect(bookingReference(fixed)).toBe('REF-AZBYCXMN');
  });

  it('has the spec format with the default random source', () => {
    const references = Array.from({ length: 50 }, () => bookingReference());
    for (const reference of references) expect(reference).toMatch(/^REF-[A-Z]{8}$/);
    expect(new Set(references).size).toBeGreaterThan(45);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  bookingReference,
  isBookingReference,
  normalizeBookingReference,
} from './booking-reference';

describe('bookingReference', () => {
  it('is REF- and 8 Crockford base32 characters from the random source', () => {
    const sequence = [0, 31, 1, 30, 18, 21, 26, 10];
    let i = 0;
    const fixed = (max: number) => {
      expect(max).toBe(32);
      return sequence[i++ % sequence.length]!;
    };
    expect(bookingReference(fixed)).toBe('REF-0Z1YJNTA');
  });

  it('never uses a character that reads as another (I, L, O, U)', () => {
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(32);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('has the stored format with the default random source', () => {
    const references = Array.from({ length: 50 }, () => bookingReference());
    for (const reference of references) expect(isBookingReference(reference)).toBe(true);
    expect(new Set(references).size).toBe(50);
  });
});

describe('isBookingReference', () => {
  it('accepts every generated reference', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 8, maxLength: 8 }),
        (digits) => {
          let i = 0;
          return isBookingReference(bookingReference(() => digits[i++]!));
        },
      ),
    );
  });

  it.each([
    'REF-ABCDEFGI',
    'REF-0000000',
    'REF-000000000',
    'ref-00000000',
    'REF-0000000O',
    'XYZ-00000000',
  ])('refuses %s', (value) => expect(isBookingReference(value)).toBe(false));
});

describe('normalizeBookingReference', () => {
  it('reads what a person types into the stored form', () => {
    expect(normalizeBookingReference(' ref-0z1y jnta ')).toBe('REF-0Z1YJNTA');
    expect(normalizeBookingReference('REF-OZIYJNTA')).toBe('REF-0Z1YJNTA');
    expect(normalizeBookingReference('0z1yjnta')).toBe('REF-0Z1YJNTA');
    expect(normalizeBookingReference('REF-UUUUUUUU')).toBeUndefined();
  });
});

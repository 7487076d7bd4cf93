/**
 * A booking's reference: 'REF-' and 8 characters of Crockford's base32 (digits and uppercase
 * letters without I, L, O and U, so nothing reads as another character). 40 random bits: the
 * server stores it in a unique column and draws again on the rare collision.
 */
export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 8;
export const BOOKING_REFERENCE_PATTERN = /^REF-[0-9A-HJKMNP-TV-Z]{8}$/;

function cryptoRandomInt(max: number): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  // 2^32 is a multiple of 32, the only size asked for: no modulo bias.
  return values[0]! % max;
}

/** A new reference from the random source (the server's; tests pass a fixed one). */
export function bookingReference(randomInt: (max: number) => number = cryptoRandomInt): string {
  let code = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i += 1) {
    code += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  return `REF-${code}`;
}

/** Whether `value` is a reference in the stored form. */
export function isBookingReference(value: string): boolean {
  return BOOKING_REFERENCE_PATTERN.test(value);
}

/**
 * A reference as a person may type it (lower case, spaces, O for 0, I or L for 1) in the stored
 * form, or undefined when it cannot be one.
 */
export function normalizeBookingReference(input: string): string | undefined {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '');
  const code = (compact.startsWith('REF') ? compact.slice(3) : compact)
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const reference = `REF-${code}`;
  return isBookingReference(reference) ? reference : undefined;
}

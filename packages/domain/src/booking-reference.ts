const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function cryptoRandomInt(max: number): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0]! % max;
}

/** 'REF-' and 8 random uppercase letters, shown to the traveller after booking. */
export function bookingReference(randomInt: (max: number) => number = cryptoRandomInt): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += LETTERS[randomInt(LETTERS.length)];
  return `REF-${code}`;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wishlistBodySchema } from './schemas/wishlist-schemas';
import { WISHLIST_LIMITS, fitsListName } from './wishlists';

describe('fitsListName', () => {
  it('takes 1 to nameMax characters once trimmed', () => {
    expect(fitsListName('Summer')).toBe(true);
    expect(fitsListName('   ')).toBe(false);
    expect(fitsListName('x'.repeat(WISHLIST_LIMITS.nameMax))).toBe(true);
    expect(fitsListName(` ${'x'.repeat(WISHLIST_LIMITS.nameMax)} `)).toBe(true);
    expect(fitsListName('x'.repeat(WISHLIST_LIMITS.nameMax + 1))).toBe(false);
  });

  it('agrees with the API body schema on every name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: WISHLIST_LIMITS.nameMax + 10 }), (name) => {
        expect(fitsListName(name)).toBe(wishlistBodySchema.safeParse({ name }).success);
      }),
    );
  });
});

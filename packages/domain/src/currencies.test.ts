import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  formatApproximate,
  MAX_CONVERTIBLE_ORE,
  RATE_BOUNDS,
  RATE_SCALE,
  convertFromNok,
  type ConversionPrecision,
  type CurrencyRate,
} from './currencies';

const currencyArb = fc.constantFrom(...CURRENCIES);
const rateArb: fc.Arbitrary<CurrencyRate> = fc.record({
  currency: currencyArb,
  perMillionNok: fc.integer(RATE_BOUNDS),
});
const precisionArb = fc.constantFrom<ConversionPrecision>('unit', 'minor');
/** Any amount converted, and often small ones, where rounding decides most. */
const oreArb = fc.oneof(
  fc.integer({ min: -MAX_CONVERTIBLE_ORE, max: MAX_CONVERTIBLE_ORE }),
  fc.integer({ min: -100_000, max: 100_000 }),
);
const EUR = (perMillionNok: number): CurrencyRate => ({ currency: 'EUR', perMillionNok });
const NOK: CurrencyRate = { currency: 'NOK', perMillionNok: RATE_SCALE };

describe('converting a NOK amount', () => {
  it('gives a display price in whole units, or to the minor unit when asked', () => {
    // NOK 9,500 at 1 NOK = 0.085470 EUR is €811.965: "≈ €812", or €811.97.
    expect(convertFromNok(950_000, EUR(85_470))).toBe(81_200);
    expect(convertFromNok(950_000, EUR(85_470), 'minor')).toBe(81_197);
    expect(convertFromNok(0, EUR(85_470))).toBe(0);
    expect(convertFromNok(950_000, { currency: 'SEK', perMillionNok: 934_579 })).toBe(887_900);
  });

  it('rounds halves away from zero, either side of it', () => {
    // NOK 1.50 and NOK 2.50 in whole kroner; an exact half øre of EUR at 1 NOK = 0.5 EUR.
    expect(convertFromNok(150, NOK)).toBe(200);
    expect(convertFromNok(250, NOK)).toBe(300);
    expect(convertFromNok(149, NOK)).toBe(100);
    expect(convertFromNok(-150, NOK)).toBe(-200);
    expect(convertFromNok(-149, NOK)).toBe(-100);
    expect(convertFromNok(1, EUR(500_000), 'minor')).toBe(1);
    expect(convertFromNok(-1, EUR(500_000), 'minor')).toBe(-1);
    expect(convertFromNok(1, EUR(499_999), 'minor')).toBe(0);
  });

  it('leaves NOK as it is to the øre, and in whole kroner rounds to the nearest', () => {
    fc.assert(
      fc.property(oreArb, (ore) => {
        expect(convertFromNok(ore, NOK, 'minor')).toBe(ore);
        const kroner = convertFromNok(ore, NOK);
        expect(Math.abs(kroner % 100)).toBe(0);
        expect(Math.abs(kroner - ore)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('never converts a larger amount to a smaller one, nor at a higher rate', () => {
    fc.assert(
      fc.property(oreArb, oreArb, rateArb, precisionArb, (a, b, rate, precision) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertFromNok(low, rate, precision)).toBeLessThanOrEqual(
          convertFromNok(high, rate, precision),
        );
      }),
    );
    fc.assert(
      fc.property(
        fc.nat(MAX_CONVERTIBLE_ORE),
        rateArb,
        fc.integer(RATE_BOUNDS),
        precisionArb,
        (ore, rate, other, precision) => {
          const [low, high] = [rate.perMillionNok, other].sort((x, y) => x - y) as [number, number];
          expect(
            convertFromNok(ore, { ...rate, perMillionNok: low }, precision),
          ).toBeLessThanOrEqual(convertFromNok(ore, { ...rate, perMillionNok: high }, precision));
        },
      ),
    );
  });

  it('converts a debit to the negative of the credit', () => {
    fc.assert(
      fc.property(oreArb, rateArb, precisionArb, (ore, rate, precision) => {
        expect(convertFromNok(-ore, rate, precision) + convertFromNok(ore, rate, precision)).toBe(
          0,
        );
      }),
    );
  });

  it('shows an amount whose worth in NOK is within half the rounding step of the original', () => {
    fc.assert(
      fc.property(oreArb, rateArb, precisionArb, (ore, rate, precision) => {
        const shown = convertFromNok(ore, rate, precision);
        const minorDigits = BigInt(CURRENCY_MINOR_DIGITS[rate.currency]);
        const step = precision === 'unit' ? 10n ** minorDigits : 1n;
        // Back to øre at the same rate, every side multiplied out: no division, so exact.
        const scale = BigInt(RATE_SCALE) * 10n ** BigInt(CURRENCY_MINOR_DIGITS.NOK);
        const shownWorth = BigInt(shown) * scale;
        const exactWorth = BigInt(ore) * BigInt(rate.perMillionNok) * 10n ** minorDigits;
        const off = shownWorth - exactWorth;
        expect((off < 0n ? -off : off) * 2n <= step * scale).toBe(true);
        if (precision === 'unit') expect(BigInt(shown) % step).toBe(0n);
      }),
    );
  });

  it('is exact on large amounts, where floating point would drift', () => {
    // 10,000 NOK (10^6 øre) times k buys k × perMillionNok minor units, exactly.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_CONVERTIBLE_ORE / 1_000_000 }),
        rateArb,
        (k, rate) => {
          expect(convertFromNok(k * 1_000_000, rate, 'minor')).toBe(k * rate.perMillionNok);
        },
      ),
    );
    // Found by this property against Math.round(ore * perMillionNok / 1e6), which gave …652.
    expect(convertFromNok(4_067_363_000_000, EUR(999_999_977), 'minor')).toBe(
      4_067_362_906_450_651,
    );
  });

  it('gives a safe integer for every amount and rate it takes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(-MAX_CONVERTIBLE_ORE, MAX_CONVERTIBLE_ORE),
        fc.constantFrom(RATE_BOUNDS.min, RATE_BOUNDS.max),
        currencyArb,
        precisionArb,
        (ore, perMillionNok, currency, precision) => {
          const shown = convertFromNok(ore, { currency, perMillionNok }, precision);
          expect(Number.isSafeInteger(shown)).toBe(true);
        },
      ),
    );
  });

  it('refuses an amount or a rate outside what it takes', () => {
    for (const ore of [MAX_CONVERTIBLE_ORE + 1, -MAX_CONVERTIBLE_ORE - 1, 1.5, NaN, Infinity]) {
      expect(() => convertFromNok(ore, NOK)).toThrow(RangeError);
    }
    for (const perMillionNok of [RATE_BOUNDS.min - 1, RATE_BOUNDS.max + 1, 85_470.5, 0, -85_470]) {
      expect(() => convertFromNok(100, EUR(perMillionNok))).toThrow(RangeError);
    }
    expect(() =>
      convertFromNok(100, { currency: 'XBT' as never, perMillionNok: RATE_SCALE }),
    ).toThrow(RangeError);
    expect(convertFromNok(100, EUR(RATE_BOUNDS.min), 'minor')).toBe(0);
    expect(convertFromNok(100, EUR(RATE_BOUNDS.max), 'minor')).toBe(100_000);
  });
});

describe('an approximate amount for display', () => {
  it('is written as the reader’s language writes that currency, in whole units', () => {
    const euros = convertFromNok(945_000, { currency: 'EUR', perMillionNok: 85_470 });
    expect(formatApproximate(euros, 'EUR', 'en')).toBe('≈ €808');
    expect(formatApproximate(euros, 'EUR', 'nb')).toBe('≈ 808\u00a0€');
    expect(formatApproximate(81_200, 'SEK', 'en')).toBe('≈ SEK\u00a0812');
  });
});

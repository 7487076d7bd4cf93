/**
 * The currencies a traveller may see prices in, and the conversion of a NOK amount into one of
 * them (docs/decisions/033-exchange-rates-set-by-the-operator.md). Every venue prices in NOK and
 * every quote, booking and refund stays in NOK; a converted amount is only ever shown, marked as
 * approximate, beside the NOK amount.
 */
export const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The currency venues price in, stays are booked in and rates are given against. */
export const BASE_CURRENCY = 'NOK' satisfies CurrencyCode;

/** Decimal digits of each currency's minor unit (ISO 4217): øre, öre, øre, cent, penny, cent. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  NOK: 2,
  SEK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  USD: 2,
};

/**
 * A rate is a whole number: how many whole units of the currency 1,000,000 NOK buys (EUR 85,470
 * is 1 NOK = 0.085470 EUR). Whole numbers keep the rate exact in JSON, in an integer column and
 * in the arithmetic; six significant digits are far finer than an approximate price needs.
 */
export const RATE_SCALE = 1_000_000;

/**
 * What a rate may be: 0.001 to 1,000 units per NOK. Every currency offered lies well inside; a
 * rate outside is a mistake in the units (a rate per NOK rather than per million, say).
 */
export const RATE_BOUNDS = { min: 1_000, max: 1_000_000_000 } as const;

/**
 * The largest amount, in øre either way of zero, that is converted: NOK 90 billion. With the
 * largest rate the result in minor units still is a safe integer (below 2^53).
 */
export const MAX_CONVERTIBLE_ORE = 9_000_000_000_000;

/**
 * Rates of the order of late 2025's market, whole units per 1,000,000 NOK: what a new database
 * starts with (migration 024 writes the same figures out, as a migration must) and what tests
 * and examples use. Not market data: an operator imports real ones.
 */
export const EXAMPLE_EXCHANGE_RATES: Readonly<Record<CurrencyCode, number>> = {
  NOK: 1_000_000,
  SEK: 934_579,
  DKK: 636_943,
  EUR: 85_470,
  GBP: 75_188,
  USD: 99_010,
};

/** A currency's rate: how many of its whole units 1,000,000 NOK buys. */
export interface CurrencyRate {
  currency: CurrencyCode;
  perMillionNok: number;
}

/**
 * How far a converted amount is rounded: to whole units ("≈ €812", what a price shown as
 * approximate needs) or to the minor unit (€811.97).
 */
export type ConversionPrecision = 'unit' | 'minor';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

export function isValidRate(perMillionNok: number): boolean {
  return (
    Number.isInteger(perMillionNok) &&
    perMillionNok >= RATE_BOUNDS.min &&
    perMillionNok <= RATE_BOUNDS.max
  );
}

/**
 * `ore` (a NOK amount in øre) in `rate.currency`'s minor units, rounded half away from zero to
 * whole units (the default) or to the minor unit. Whole integer arithmetic (BigInt): no
 * floating-point step, so large amounts are as exact as small ones. Half away from zero, as
 * prices are written (docs/decisions/019-prices-written-without-intl.md) and as a reader
 * rounds by hand; symmetric, so a negative amount converts to the negative of its opposite.
 * Throws a RangeError for an amount that is not a whole number of øre within
 * ±MAX_CONVERTIBLE_ORE, or a rate outside RATE_BOUNDS (NOK's own rate is RATE_SCALE).
 */
export function convertFromNok(
  ore: number,
  rate: CurrencyRate,
  precision: ConversionPrecision = 'unit',
): number {
  if (!Number.isSafeInteger(ore) || Math.abs(ore) > MAX_CONVERTIBLE_ORE) {
    throw new RangeError(`Not an amount in øre up to ±${MAX_CONVERTIBLE_ORE}: ${ore}`);
  }
  if (!isCurrencyCode(rate.currency)) {
    throw new RangeError(`Not a currency offered: ${String(rate.currency)}`);
  }
  if (!isValidRate(rate.perMillionNok)) {
    throw new RangeError(`Not a rate of ${rate.currency}: ${rate.perMillionNok}`);
  }
  // (ore / 10^NOK's digits) NOK × (perMillionNok / 10^6) units per NOK: the amount in units.
  const numerator = BigInt(ore) * BigInt(rate.perMillionNok);
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(CURRENCY_MINOR_DIGITS[BASE_CURRENCY]);
  const minorPerUnit = 10n ** BigInt(CURRENCY_MINOR_DIGITS[rate.currency]);
  if (precision === 'unit') {
    return Number(roundHalfAwayFromZero(numerator, denominator) * minorPerUnit);
  }
  return Number(roundHalfAwayFromZero(numerator * minorPerUnit, denominator));
}

/** numerator / denominator (denominator > 0) rounded to the nearest integer, halves away from 0. */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // has numerator's sign
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * An amount converted for display, in minor units of its currency, as an approximation in the
 * reader's language: "≈ €812" in English, "≈ 812 €" in Norwegian. Whole units: the stay is booked
 * and paid in NOK, so cents would claim a precision the rate does not have.
 */
export function formatApproximate(minor: number, currency: CurrencyCode, tag: string): string {
  const units = minor / 10 ** CURRENCY_MINOR_DIGITS[currency];
  const amount = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(units);
  return `≈ ${amount}`;
}

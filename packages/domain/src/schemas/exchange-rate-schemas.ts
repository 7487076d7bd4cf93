import { z } from 'zod';
import {
  BASE_CURRENCY,
  CURRENCIES,
  RATE_BOUNDS,
  RATE_SCALE,
  type CurrencyCode,
} from '../currencies';

const LISTED = CURRENCIES.join(', ');

/** What an operator's rate table is told when it breaks a rule (`npm run rates -- import`). */
export const EXCHANGE_RATE_MESSAGES = {
  missing: (currency: CurrencyCode) =>
    `${currency} is missing: a rate table has all six currencies (${LISTED})`,
  unknown: (keys: readonly string[]) =>
    `Not a currency offered: ${keys.join(', ')} (the six are ${LISTED})`,
  wholeNumber: (currency: CurrencyCode) =>
    `${currency} must be a whole number: the ${currency} that 1,000,000 NOK buys (EUR 85470 is 1 NOK = 0.085470 EUR)`,
  bounds: (currency: CurrencyCode) =>
    `${currency} must be from ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max} per 1,000,000 NOK (0.001 to 1,000 per NOK)`,
  base: `NOK must be ${RATE_SCALE}: every rate is given against NOK`,
  table: 'rates must be an object with a rate for each of the six currencies',
  file: 'A rate file is an object with "source" and "rates" and nothing else',
  source: 'source is required: say where the rates come from, in at most 200 characters',
} as const;

const SOURCE_MAX = 200;

function rateOf(currency: CurrencyCode) {
  if (currency === BASE_CURRENCY) {
    return z.literal(RATE_SCALE, {
      error: (issue) =>
        issue.input === undefined
          ? EXCHANGE_RATE_MESSAGES.missing(currency)
          : EXCHANGE_RATE_MESSAGES.base,
    });
  }
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? EXCHANGE_RATE_MESSAGES.missing(currency)
          : EXCHANGE_RATE_MESSAGES.wholeNumber(currency),
    })
    .int(EXCHANGE_RATE_MESSAGES.wholeNumber(currency))
    .min(RATE_BOUNDS.min, EXCHANGE_RATE_MESSAGES.bounds(currency))
    .max(RATE_BOUNDS.max, EXCHANGE_RATE_MESSAGES.bounds(currency));
}

/**
 * What a rate table must be: a rate for each of the six currencies and nothing else, each a
 * whole number of the currency's units per 1,000,000 NOK within RATE_BOUNDS, and NOK's own
 * exactly RATE_SCALE. Both an import and the stored table are held to it.
 */
export const exchangeRateTableSchema = z.strictObject(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, rateOf(currency)])) as {
    [C in CurrencyCode]: ReturnType<typeof rateOf>;
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? EXCHANGE_RATE_MESSAGES.unknown(issue.keys)
        : EXCHANGE_RATE_MESSAGES.table,
  },
);
export type ExchangeRateTable = Record<CurrencyCode, number>;

/**
 * The file `npm run rates -- import` reads: where the rates come from and the table.
 * `{ "source": "Norges Bank, 26 Nov 2026", "rates": { "NOK": 1000000, "EUR": 85470, … } }`
 */
export const exchangeRatesImportSchema = z.strictObject(
  {
    source: z
      .string({ error: EXCHANGE_RATE_MESSAGES.source })
      .trim()
      .min(1, EXCHANGE_RATE_MESSAGES.source)
      .max(SOURCE_MAX, EXCHANGE_RATE_MESSAGES.source),
    rates: exchangeRateTableSchema,
  },
  { error: EXCHANGE_RATE_MESSAGES.file },
);
export type ExchangeRatesImport = z.output<typeof exchangeRatesImportSchema>;

/** One currency's rate as the API gives it: what `convertFromNok` takes, and where it is from. */
export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Decimal digits of the minor unit (CURRENCY_MINOR_DIGITS). */
  minorDigits: z.number().int(),
  /** Whole units of the currency that 1,000,000 NOK buys. */
  perMillionNok: z.number().int().min(RATE_BOUNDS.min).max(RATE_BOUNDS.max),
  /** When the operator set it (ISO 8601). */
  setAt: z.string(),
  /** Where the operator took it from, in their words. */
  source: z.string(),
});
export type ExchangeRate = z.output<typeof exchangeRateSchema>;

/** GET /holidaze/exchange-rates: every currency's rate against NOK, NOK's own included. */
export const exchangeRatesSchema = z.object({
  base: z.literal(BASE_CURRENCY),
  rates: z.object(
    Object.fromEntries(CURRENCIES.map((currency) => [currency, exchangeRateSchema])) as {
      [C in CurrencyCode]: typeof exchangeRateSchema;
    },
  ),
});
export type ExchangeRates = z.output<typeof exchangeRatesSchema>;

import {
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  exchangeRateTableSchema,
  type ExchangeRates,
} from '@holidaze/domain';
import type { ExchangeRatesTable } from '../../db/schema.js';

/**
 * The stored rates as GET /holidaze/exchange-rates gives them, or undefined when they are not a
 * whole rate table by the domain's rules (a row deleted or changed by hand): the endpoint then
 * says the rates are unavailable rather than give a table a client cannot convert with.
 */
export function exchangeRatesView(rows: readonly ExchangeRatesTable[]): ExchangeRates | undefined {
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  const table = Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
  if (!exchangeRateTableSchema.safeParse(table).success) return undefined;
  const rates = Object.fromEntries(
    CURRENCIES.map((currency) => {
      const row = byCurrency.get(currency)!;
      return [
        currency,
        {
          currency,
          minorDigits: CURRENCY_MINOR_DIGITS[currency],
          perMillionNok: row.rate,
          setAt: row.set_at.toISOString(),
          source: row.source,
        },
      ];
    }),
  ) as ExchangeRates['rates'];
  return { base: BASE_CURRENCY, rates };
}

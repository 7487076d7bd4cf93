import { http } from 'msw';
import { CURRENCIES, CURRENCY_MINOR_DIGITS, type ExchangeRates } from '@holidaze/domain';
import { api, ok } from '../api';

/** Rates of the order the database starts with (whole units per 1,000,000 NOK). */
export const DEMO_RATES: Record<(typeof CURRENCIES)[number], number> = {
  NOK: 1_000_000,
  SEK: 934_579,
  DKK: 636_943,
  EUR: 85_470,
  GBP: 75_188,
  USD: 99_010,
};

export const exchangeRates = (perMillionNok = DEMO_RATES): ExchangeRates => ({
  base: 'NOK',
  rates: Object.fromEntries(
    CURRENCIES.map((currency) => [
      currency,
      {
        currency,
        minorDigits: CURRENCY_MINOR_DIGITS[currency],
        perMillionNok: perMillionNok[currency],
        setAt: '2026-11-01T00:00:00.000Z',
        source: 'Demo rates',
      },
    ]),
  ) as ExchangeRates['rates'],
});

/** GET /holidaze/exchange-rates. */
export const exchangeRateHandler = (rates = exchangeRates()) =>
  http.get(api('/holidaze/exchange-rates'), () => ok(rates));

import { http } from 'msw';
import {
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  EXAMPLE_EXCHANGE_RATES,
  type ExchangeRates,
} from '@holidaze/domain';
import { api, ok } from '../api';

export const exchangeRates = (perMillionNok = EXAMPLE_EXCHANGE_RATES): ExchangeRates => ({
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

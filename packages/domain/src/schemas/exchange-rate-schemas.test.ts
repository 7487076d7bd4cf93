import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, RATE_BOUNDS, RATE_SCALE, convertFromNok } from '../currencies';
import {
  EXCHANGE_RATE_MESSAGES,
  exchangeRateTableSchema,
  exchangeRatesImportSchema,
} from './exchange-rate-schemas';
import { EXAMPLE_EXCHANGE_RATES } from '../currencies';

const TABLE = { ...EXAMPLE_EXCHANGE_RATES };

/** The messages of what `schema` refuses in `input`, or [] when it takes it. */
function refusals(schema: typeof exchangeRateTableSchema | typeof exchangeRatesImportSchema) {
  return (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
}
const tableRefusals = refusals(exchangeRateTableSchema);
const fileRefusals = refusals(exchangeRatesImportSchema);

describe('a rate table', () => {
  it('takes a rate for each of the six currencies, NOK at exactly one', () => {
    expect(exchangeRateTableSchema.parse(TABLE)).toEqual(TABLE);
  });

  it('names every currency missing, and every one it does not offer', () => {
    const { EUR: _eur, USD: _usd, ...rest } = TABLE;
    expect(tableRefusals({ ...rest, XBT: 1, nok: 1_000_000 })).toEqual([
      EXCHANGE_RATE_MESSAGES.missing('EUR'),
      EXCHANGE_RATE_MESSAGES.missing('USD'),
      EXCHANGE_RATE_MESSAGES.unknown(['XBT', 'nok']),
    ]);
    const { NOK: _nok, ...withoutBase } = TABLE;
    expect(tableRefusals(withoutBase)).toEqual([EXCHANGE_RATE_MESSAGES.missing('NOK')]);
  });

  it('refuses a rate that is not a whole number within bounds, and NOK at anything but one', () => {
    expect(
      tableRefusals({
        ...TABLE,
        NOK: 1,
        SEK: 0.934579,
        DKK: '636943',
        EUR: RATE_BOUNDS.max + 1,
        GBP: 0,
        USD: null,
      }),
    ).toEqual([
      EXCHANGE_RATE_MESSAGES.base,
      EXCHANGE_RATE_MESSAGES.wholeNumber('SEK'),
      EXCHANGE_RATE_MESSAGES.wholeNumber('DKK'),
      EXCHANGE_RATE_MESSAGES.bounds('EUR'),
      EXCHANGE_RATE_MESSAGES.bounds('GBP'),
      EXCHANGE_RATE_MESSAGES.wholeNumber('USD'),
    ]);
    for (const input of [null, [], 'rates', 12]) {
      expect(tableRefusals(input)).toEqual([EXCHANGE_RATE_MESSAGES.table]);
    }
  });

  it('takes exactly the tables every rate of which convertFromNok takes', () => {
    const rateArb = fc.oneof(
      fc.integer(RATE_BOUNDS),
      fc.integer({ min: -1e10, max: 1e10 }),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES.slice(1)), rateArb, (currency, rate) => {
        const taken = exchangeRateTableSchema.safeParse({ ...TABLE, [currency]: rate }).success;
        let converts = true;
        try {
          convertFromNok(100, { currency, perMillionNok: rate });
        } catch {
          converts = false;
        }
        expect(taken).toBe(converts);
      }),
    );
    expect(tableRefusals({ ...TABLE, NOK: RATE_SCALE + 1 })).toEqual([EXCHANGE_RATE_MESSAGES.base]);
  });
});

describe('a rate file', () => {
  it('is where the rates come from and the table, its source trimmed', () => {
    expect(exchangeRatesImportSchema.parse({ source: '  Norges Bank  ', rates: TABLE })).toEqual({
      source: 'Norges Bank',
      rates: TABLE,
    });
  });

  it('refuses a file without a source, with one too long, or with anything else', () => {
    expect(fileRefusals({ rates: TABLE })).toEqual([EXCHANGE_RATE_MESSAGES.source]);
    expect(fileRefusals({ source: '   ', rates: TABLE })).toEqual([EXCHANGE_RATE_MESSAGES.source]);
    expect(fileRefusals({ source: 'x'.repeat(201), rates: TABLE })).toEqual([
      EXCHANGE_RATE_MESSAGES.source,
    ]);
    expect(fileRefusals({ source: 'x'.repeat(200), rates: TABLE })).toEqual([]);
    expect(fileRefusals({ source: 'ECB', rates: TABLE, date: 'today' })).toEqual([
      EXCHANGE_RATE_MESSAGES.file,
    ]);
    expect(fileRefusals([TABLE])).toEqual([EXCHANGE_RATE_MESSAGES.file]);
    expect(fileRefusals({ source: 'ECB' })).toEqual([EXCHANGE_RATE_MESSAGES.table]);
  });
});

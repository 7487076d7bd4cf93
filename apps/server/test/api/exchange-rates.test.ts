import {
  EXCHANGE_RATE_MESSAGES,
  convertFromNok,
  exchangeRatesSchema,
  type ExchangeRateTable,
  EXAMPLE_EXCHANGE_RATES,
} from '@holidaze/domain';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_RATES, EXAMPLE_SOURCE } from '../../src/db/migrations/024-exchange-rates.js';
import { EXCHANGE_RATES_CACHE_CONTROL } from '../../src/features/currencies/currency-routes.js';
import { importRates, listRates } from '../../src/ops/rates.js';
import { describeEachEngine } from '../support/index.js';
import { errorWith, useTestApp, type Json } from './support/test-app.js';

/**
 * Exchange rates (docs/api.md, "Exchange rates"; docs/decisions/033-exchange-rates-set-by-the-operator.md):
 * a new database serves the example rates; the endpoint is a public read, kept in the shared
 * cache and cacheable by browsers, and an import made outside any request (the operator's
 * command) is seen by the very next read; a bad rate file changes nothing and says why; a table
 * broken by hand is a 503, never a table a client cannot convert with.
 */
const URL = '/api/holidaze/exchange-rates';
const IMPORTED_AT = new Date('2031-02-03T04:05:06.000Z');
const MARKET: ExchangeRateTable = {
  NOK: 1_000_000,
  SEK: 950_000,
  DKK: 640_000,
  EUR: 85_444,
  GBP: 74_000,
  USD: 97_500,
};
const rateFile = (rates: unknown = MARKET, source: unknown = 'Norges Bank, 3 Feb 2031') =>
  JSON.stringify({ source, rates });

describeEachEngine('exchange rates', (engine) => {
  const t = useTestApp(engine);
  let fresh: { status: number; body: Json; headers: Record<string, unknown> };
  const stored = () => t.db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute();
  const read = async () => {
    const response = await t.call('GET', URL);
    expect(response.status).toBe(200);
    return exchangeRatesSchema.parse(response.body.data);
  };
  /** Reads until a read sends no statement: the next comes from the shared cache. */
  const cached = () =>
    expect
      .poll(async () => {
        await t.app.inject({ url: URL });
        const sent = t.statementsSent();
        await t.app.inject({ url: URL });
        return t.statementsSent() - sent;
      })
      .toBe(0);

  beforeAll(async () => {
    const { status, body, response } = await t.call('GET', URL);
    fresh = { status, body, headers: response.headers };
  });

  beforeEach(async () => {
    await importRates(t.db, rateFile(EXAMPLE_RATES, EXAMPLE_SOURCE), IMPORTED_AT);
  });

  it('serves the example rates from a new database, each with its minor unit and source', () => {
    expect(fresh.status).toBe(200);
    expect(fresh.headers['cache-control']).toBe(EXCHANGE_RATES_CACHE_CONTROL);
    const { base, rates } = exchangeRatesSchema.parse(fresh.body.data);
    expect(base).toBe('NOK');
    expect(Object.keys(rates)).toEqual(['NOK', 'SEK', 'DKK', 'EUR', 'GBP', 'USD']);
    for (const [currency, rate] of Object.entries(rates)) {
      expect(rate).toEqual({
        currency,
        minorDigits: 2,
        // The figures the migration writes out are the domain's example rates.
        perMillionNok: EXAMPLE_EXCHANGE_RATES[currency as keyof typeof EXAMPLE_EXCHANGE_RATES],
        setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        source: EXAMPLE_SOURCE,
      });
    }
    // What a client does with it: NOK 9,500 is "≈ €812".
    expect(convertFromNok(950_000, rates.EUR)).toBe(81_200);
    expect(fresh.body.meta).toEqual({});
  });

  it('answers a repeated read from the shared cache, with the same headers, and 304 to its ETag', async () => {
    const first = await t.app.inject({ url: URL });
    await cached();
    const again = await t.app.inject({ url: URL });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['etag', 'content-type', 'cache-control']) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    const revalidated = await t.app.inject({
      url: URL,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(EXCHANGE_RATES_CACHE_CONTROL);
  });

  it("serves the operator's import at the very next read, though the cache held the old", async () => {
    await read();
    await cached();
    const said = await importRates(t.db, rateFile(), IMPORTED_AT);
    const { rates } = await read();
    for (const [currency, rate] of Object.entries(rates)) {
      expect(rate).toMatchObject({
        perMillionNok: MARKET[currency as keyof ExchangeRateTable],
        setAt: IMPORTED_AT.toISOString(),
        source: 'Norges Bank, 3 Feb 2031',
      });
    }
    expect(said.split('\n')).toEqual([
      `Set the rates of "Norges Bank, 3 Feb 2031" at ${IMPORTED_AT.toISOString()}:`,
      'NOK     1,000,000 ->     1,000,000  (0.00 %)',
      'SEK       934,579 ->       950,000  (+1.65 %)',
      'DKK       636,943 ->       640,000  (+0.48 %)',
      'EUR        85,470 ->        85,444  (-0.03 %)',
      'GBP        75,188 ->        74,000  (-1.58 %)',
      'USD        99,010 ->        97,500  (-1.53 %)',
    ]);
    expect((await listRates(t.db)).split('\n').slice(0, 2)).toEqual([
      'Exchange rates: whole units per 1,000,000 NOK',
      `NOK     1,000,000  (1 NOK = 1.0000 NOK)  set ${IMPORTED_AT.toISOString()}: Norges Bank, 3 Feb 2031`,
    ]);
  });

  it('changes nothing for a bad rate file, and says every reason', async () => {
    const before = await stored();
    await read();
    await cached();
    const { EUR: _eur, ...withoutEur } = MARKET;
    const refused: [string, string[]][] = [
      ['{"source": "ECB", "rates": {', ['not JSON (']],
      [rateFile(withoutEur), [EXCHANGE_RATE_MESSAGES.missing('EUR')]],
      [rateFile({ ...MARKET, NOK: 1 }), [EXCHANGE_RATE_MESSAGES.base]],
      [
        rateFile({ ...MARKET, EUR: 11.7035, USD: 0 }),
        [EXCHANGE_RATE_MESSAGES.wholeNumber('EUR'), EXCHANGE_RATE_MESSAGES.bounds('USD')],
      ],
      [rateFile({ ...MARKET, BTC: 2 }), [EXCHANGE_RATE_MESSAGES.unknown(['BTC'])]],
      [rateFile(MARKET, ''), [EXCHANGE_RATE_MESSAGES.source]],
      ['[]', [EXCHANGE_RATE_MESSAGES.file]],
    ];
    for (const [text, reasons] of refused) {
      const failure = await importRates(t.db, text, IMPORTED_AT).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/^Rates not imported, nothing changed:/);
      for (const reason of reasons) expect(failure).toContain(reason);
    }
    expect(await stored()).toEqual(before);
    const sent = t.statementsSent();
    expect((await read()).rates.EUR.perMillionNok).toBe(EXAMPLE_RATES.EUR);
    // Nothing was written, so nothing emptied the cache.
    expect(t.statementsSent()).toBe(sent);
  });

  it('is held by the database to the same rules, whoever writes', async () => {
    const before = await stored();
    const write = (statement: ReturnType<typeof sql>) =>
      statement.execute(t.db).then(
        () => 'written',
        (error: { code?: string }) => error.code,
      );
    expect(await write(sql`UPDATE exchange_rates SET rate = 2 WHERE currency = 'NOK'`)).toBe(
      '23514',
    );
    expect(await write(sql`UPDATE exchange_rates SET rate = 999 WHERE currency = 'EUR'`)).toBe(
      '23514',
    );
    expect(
      await write(sql`
        INSERT INTO exchange_rates (currency, rate, set_at, source)
        VALUES ('BTC', 2000, now(), 'a whim')`),
    ).toBe('23514');
    expect(await write(sql`UPDATE exchange_rates SET source = '' WHERE currency = 'SEK'`)).toBe(
      '23514',
    );
    expect(await stored()).toEqual(before);
  });

  it('answers 503, not an incomplete table, when a rate was deleted by hand; an import mends it', async () => {
    await read();
    await cached();
    await sql`DELETE FROM exchange_rates WHERE currency = 'GBP'`.execute(t.db);
    const broken = await t.call('GET', URL);
    expect(broken.status).toBe(503);
    expect(broken.body).toEqual(errorWith(503, 'Exchange rates are not available'));
    expect(broken.response.headers['cache-control']).toBeUndefined();
    expect(await listRates(t.db)).toMatch(/\nNot a whole rate table: .* answers 503/);
    expect((await importRates(t.db, rateFile(), IMPORTED_AT)).split('\n')[5]).toBe(
      'GBP          none ->        74,000',
    );
    expect((await read()).rates.GBP.perMillionNok).toBe(MARKET.GBP);
  });

  describe('bad requests', () => {
    it('are 404 in the error envelope for any other method', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await t.call(method, URL, { body: { rates: MARKET } });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, errors: [expect.any(Object)] });
      }
      expect(await stored()).toHaveLength(6);
      expect((await read()).rates.EUR.perMillionNok).toBe(EXAMPLE_RATES.EUR);
    });
  });
});

import { sql, type Kysely } from 'kysely';

/**
 * The rates prices are shown at in other currencies
 * (docs/decisions/033-exchange-rates-set-by-the-operator.md): one row per currency, `rate`
 * being how many of its whole units 1,000,000 NOK buys, when the operator set it and where
 * from. The checks hold what the domain's exchangeRateTableSchema holds a row to; that all six
 * are present is the import's to keep (it writes all six in one statement).
 *
 * A new database starts with the example rates below, so the endpoint answers from the first
 * start, demo or not. They are round figures of the order of late 2025's market (1 EUR = 11.70
 * NOK, 1 USD = 10.10, 1 GBP = 13.30, 1 SEK = 1.07, 1 DKK = 1.57), not market data: an operator
 * imports real ones with `npm run rates -- import`. Written out rather than imported, so this
 * migration does the same on every database whatever the code becomes.
 *
 * Not private (db/public-read-triggers.ts): GET /holidaze/exchange-rates is a public read, so
 * the table gets migration 011's triggers after this runs and a change empties the cache.
 */
export const EXAMPLE_RATES = {
  NOK: 1_000_000,
  SEK: 934_579,
  DKK: 636_943,
  EUR: 85_470,
  GBP: 75_188,
  USD: 99_010,
} as const;

export const EXAMPLE_SOURCE =
  'Example rates, not market rates (docs/decisions/033-exchange-rates-set-by-the-operator.md)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exchange_rates (
      currency text PRIMARY KEY CHECK (currency IN ('NOK', 'SEK', 'DKK', 'EUR', 'GBP', 'USD')),
      rate integer NOT NULL CHECK (rate BETWEEN 1000 AND 1000000000),
      set_at timestamptz NOT NULL,
      source text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 200),
      CONSTRAINT exchange_rates_nok_is_one CHECK (currency <> 'NOK' OR rate = 1000000)
    )`.execute(db);
  const rows = Object.entries(EXAMPLE_RATES).map(
    ([currency, rate]) => sql`(${currency}, ${rate}, now(), ${EXAMPLE_SOURCE})`,
  );
  await sql`
    INSERT INTO exchange_rates (currency, rate, set_at, source)
    VALUES ${sql.join(rows)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE exchange_rates`.execute(db);
}

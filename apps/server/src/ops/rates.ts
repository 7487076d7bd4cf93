import type { Kysely } from 'kysely';
import {
  CURRENCIES,
  RATE_SCALE,
  exchangeRatesImportSchema,
  formatGroupedNumber,
  type ExchangeRatesImport,
} from '@holidaze/domain';
import type { Database } from '../db/schema.js';
import { createExchangeRateRepository, exchangeRatesView } from '../features/currencies/index.js';

/**
 * `npm run rates -- list | import FILE.json | import -`: the operator's exchange rates
 * (docs/decisions/033-exchange-rates-set-by-the-operator.md).
 */
export const RATES_USAGE =
  'Usage: npm run rates -- list | import FILE.json | import - (standard input)';

export type RatesArgs = { action: 'list' } | { action: 'import'; from: string };

/** The command's arguments, or an Error with the usage. */
export function parseRatesArgs(positionals: readonly string[]): RatesArgs {
  const [action, from, ...rest] = positionals;
  if (action === 'list' && from === undefined) return { action };
  if (action === 'import' && from !== undefined && from !== '' && rest.length === 0) {
    return { action, from };
  }
  throw new Error(RATES_USAGE);
}

/** The stored rates, one line each, and whether they make a whole table the API can give. */
export async function listRates(db: Kysely<Database>): Promise<string> {
  const rows = await createExchangeRateRepository(db).all();
  const order = (currency: string) => CURRENCIES.indexOf(currency as (typeof CURRENCIES)[number]);
  rows.sort((a, b) => order(a.currency) - order(b.currency));
  const lines = rows.map(
    (row) =>
      `${row.currency} ${formatGroupedNumber(row.rate, 0).padStart(13)}  (1 ${row.currency} = ${(RATE_SCALE / row.rate).toFixed(4)} NOK)  set ${row.set_at.toISOString()}: ${row.source}`,
  );
  const whole = exchangeRatesView(rows)
    ? []
    : [
        'Not a whole rate table: GET /api/holidaze/exchange-rates answers 503 until one is imported.',
      ];
  return ['Exchange rates: whole units per 1,000,000 NOK', ...lines, ...whole].join('\n');
}

/**
 * Sets every rate from the text of a rate file, or, if it breaks any rule of the domain's
 * exchangeRatesImportSchema, changes nothing and throws an Error saying every rule it broke.
 * The old and new rate of each currency, so a slip (a rate turned upside down) shows.
 */
export async function importRates(db: Kysely<Database>, text: string, now: Date): Promise<string> {
  const file = parseRatesFile(text);
  const repository = createExchangeRateRepository(db);
  const before = new Map((await repository.all()).map((row) => [row.currency, row.rate]));
  await repository.replace(file.rates, file.source, now);
  const lines = CURRENCIES.map((currency) => {
    const [old, rate] = [before.get(currency), file.rates[currency]];
    const was = old === undefined ? 'none' : formatGroupedNumber(old, 0);
    const change = old === undefined ? '' : `  (${percentChange(old, rate)})`;
    return `${currency} ${was.padStart(13)} -> ${formatGroupedNumber(rate, 0).padStart(13)}${change}`;
  });
  return [`Set the rates of "${file.source}" at ${now.toISOString()}:`, ...lines].join('\n');
}

/** '+0.25 %', '-3.10 %', '0.00 %'. */
function percentChange(old: number, rate: number): string {
  const percent = ((rate - old) / old) * 100;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)} %`;
}

function parseRatesFile(text: string): ExchangeRatesImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Rates not imported, nothing changed: not JSON (${(error as Error).message})`);
  }
  const parsed = exchangeRatesImportSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) => `- ${issue.message}`);
  throw new Error(['Rates not imported, nothing changed:', ...reasons].join('\n'));
}

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openForCommand } from './open-for-command.js';
import { importRates, listRates, parseRatesArgs } from './rates.js';

/**
 * `npm run rates -- list | import FILE.json | import -`: lists or sets the exchange rates in the
 * configured database (DATABASE_URL or DATA_DIR, as the server reads them). An import is
 * checked whole and written in one statement: a bad file changes nothing and says why.
 * docs/decisions/033-exchange-rates-set-by-the-operator.md.
 */
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const args = parseRatesArgs(positionals);
  const text = args.action === 'import' ? await readInput(args.from) : undefined;
  const config = loadConfig();
  const { handle, readOnlyCopy } = await openForCommand(config);
  try {
    if (text === undefined) {
      console.log(await listRates(handle.db));
    } else if (readOnlyCopy) {
      throw new Error(
        'The embedded database is held by a running server: stop it to import rates (listing works while it runs).',
      );
    } else {
      console.log(await importRates(handle.db, text, new Date()));
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

/** The rate file's text: the file named, or standard input for `-`. */
async function readInput(from: string): Promise<string> {
  try {
    if (from !== '-') return await readFile(from, 'utf8');
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    throw new Error(
      `Cannot read ${from === '-' ? 'standard input' : from}: ${(error as Error).message}`,
    );
  }
}

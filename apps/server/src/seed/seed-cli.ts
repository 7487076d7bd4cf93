import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { seedBulkData } from './bulk-seed.js';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.js';

/**
 * `npm run seed -- [--reset] [--venues N --bookings M]`
 * Without sizes: the demo data. With sizes: the demo accounts plus N venues and M bookings.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: it holds it).
 */
const USAGE = 'Usage: npm run seed -- [--reset] [--venues N --bookings M]';

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (${USAGE})`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      venues: { type: 'string' },
      bookings: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const venues = count(values.venues, 'venues');
  const bookings = count(values.bookings, 'bookings');
  const bulk = venues !== undefined || bookings !== undefined;

  const config = loadConfig();
  const started = performance.now();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (msg) => console.log(msg),
  });
  try {
    console.log(
      `Database: ${handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
    );
    await migrateToLatest(handle.db);
    if (values.reset) {
      await sql`TRUNCATE bookings, venues, api_keys, profiles CASCADE`.execute(handle.db);
      console.log('Emptied all tables.');
    } else if (!(await isDatabaseEmpty(handle.db))) {
      console.error('The database already has data. Run with --reset to replace it.');
      process.exitCode = 1;
      return;
    }
    if (bulk) {
      const total = (venues ?? 0) + (bookings ?? 0);
      const bar = new cliProgress.SingleBar(
        {
          format: 'Seeding [{bar}] {percentage}% | {value}/{total} rows | {duration_formatted}',
          // In CI logs (no terminal) print a line every few seconds instead of redrawing.
          noTTYOutput: true,
          notTTYSchedule: 5_000,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
      const result = await seedBulkData(handle.db, {
        venues: venues ?? 0,
        bookings: bookings ?? 0,
        onProgress: (done) => bar.update(done),
      });
      bar.stop();
      console.log(
        `Seeded the demo accounts, ${result.venues} venues and ${result.bookings} bookings.`,
      );
    } else {
      const result = await seedDemoData(handle.db);
      console.log(
        `Seeded ${result.profiles} profiles, ${result.venues} venues and ${result.bookings} bookings.`,
      );
      console.log(
        'Demo logins (password holidaze-demo): demo.manager@stud.noroff.no, demo.traveller@stud.noroff.no',
      );
    }
  } finally {
    await handle.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exitCode = 1;
});

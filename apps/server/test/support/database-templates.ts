import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open-database.js';
import { withClient } from './postgres-cluster.js';

/**
 * Migrated, empty databases made once per test run, so that each test's database is a copy
 * rather than a new initdb plus every migration: PGlite creating a database from nothing takes
 * seconds, loading a dumped one a fraction of that; PostgreSQL copies a template database.
 */
export const POSTGRES_TEMPLATE_DATABASE = 'holidaze_test_template';

/**
 * What the PGlite templates are made from: if none of these files changed, neither did the
 * templates. The migrations, how they run and how a database opens, this file, and PGlite.
 */
function templateSources(): string[] {
  const src = fileURLToPath(new URL('../../src/db/', import.meta.url));
  const migrations = join(src, 'migrations');
  return [
    ...readdirSync(migrations).map((file) => join(migrations, file)),
    join(src, 'migrate.ts'),
    // Which tables get the public-read triggers when migrating.
    join(src, 'public-read-triggers.ts'),
    join(src, 'open-database.ts'),
    fileURLToPath(import.meta.url),
    fileURLToPath(
      new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
    ),
  ].sort();
}

/** Where the PGlite templates are kept between runs (ignored by git with node_modules). */
export const PGLITE_TEMPLATE_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/holidaze-test-templates/', import.meta.url),
);

/**
 * PGlite templates as files: as initdb leaves a data directory (for the tests of migrating an
 * empty database) and migrated (every other test's database). Made by one initdb, and kept in
 * `cacheDir` under a hash of what they are made from, so a run after a change that leaves them
 * alone (most runs) reads them instead of spending seconds of initdb before the first test.
 */
export async function makePGliteTemplateFiles(
  cacheDir = PGLITE_TEMPLATE_CACHE,
): Promise<{ emptyPath: string; migratedPath: string }> {
  const hash = createHash('sha256');
  for (const file of templateSources()) hash.update(file).update(readFileSync(file));
  const dir = join(cacheDir, hash.digest('hex').slice(0, 16));
  const emptyPath = join(dir, 'empty.tar');
  const migratedPath = join(dir, 'migrated.tar');
  if (existsSync(emptyPath) && existsSync(migratedPath)) return { emptyPath, migratedPath };

  // Written beside and renamed into place, whole or not at all; then the stale ones go.
  mkdirSync(cacheDir, { recursive: true });
  const making = mkdtempSync(join(cacheDir, 'making-'));
  const handle = await openDatabase({ inMemory: true });
  const dumpTo = async (name: string) =>
    writeFileSync(
      join(making, name),
      Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()),
    );
  try {
    await dumpTo('empty.tar');
    await migrateToLatest(handle.db);
    // Nothing a test does needs initdb's template databases (the app uses only its own): without
    // them, and checkpointed, the dump is 27 MB instead of 42, and loads in half the time.
    await sql`UPDATE pg_database SET datistemplate = false
      WHERE datname IN ('template0', 'template1')`.execute(handle.db);
    await sql`DROP DATABASE template0`.execute(handle.db);
    await sql`DROP DATABASE template1`.execute(handle.db);
    await sql`CHECKPOINT`.execute(handle.db);
    await dumpTo('migrated.tar');
  } finally {
    await handle.close();
  }
  try {
    renameSync(making, dir);
  } catch {
    // Another run put the same pair in place first.
    rmSync(making, { recursive: true, force: true });
  }
  for (const entry of readdirSync(cacheDir)) {
    if (join(cacheDir, entry) !== dir && !entry.startsWith('making-')) {
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  return { emptyPath, migratedPath };
}

const pgliteTemplates = new Map<string, Blob>();
/** A dumped template, read once per worker. */
export function readPGliteTemplate(path: string): Blob {
  let template = pgliteTemplates.get(path);
  if (!template) {
    template = new Blob([readFileSync(path)]);
    pgliteTemplates.set(path, template);
  }
  return template;
}

/** Creates and migrates the template database on the shared cluster. */
export async function makePostgresTemplate(clusterUrl: string): Promise<void> {
  await withClient(clusterUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`);
  });
  const url = new URL(clusterUrl);
  url.pathname = `/${POSTGRES_TEMPLATE_DATABASE}`;
  // Copying a template needs it free of connections: the handle closes before any test runs.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open-database.js';

/**
 * Migrated, empty databases made once per test run, so that each test's database is a copy
 * rather than a new initdb plus every migration: PGlite creating a database from nothing takes
 * seconds, loading a dumped one a fraction of that; PostgreSQL copies a template database.
 */
export const POSTGRES_TEMPLATE_DATABASE = 'holidaze_test_template';

/**
 * One PGlite initdb per run, dumped twice to files: as created (for the tests of migrating an
 * empty database) and migrated (every other test's database). Returns both paths and a remover.
 */
export async function makePGliteTemplateFiles(): Promise<{
  emptyPath: string;
  migratedPath: string;
  remove(): void;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-pglite-template-'));
  const handle = await openDatabase({ inMemory: true });
  const dumpTo = async (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return path;
  };
  try {
    const emptyPath = await dumpTo('empty.tar');
    await migrateToLatest(handle.db);
    const migratedPath = await dumpTo('migrated.tar');
    return { emptyPath, migratedPath, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
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
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
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

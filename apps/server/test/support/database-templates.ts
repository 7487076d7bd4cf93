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

/** Dumps a migrated in-memory PGlite to a file; returns its path and a remover. */
export async function makePGliteTemplateFile(): Promise<{ path: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-pglite-template-'));
  const handle = await openDatabase({ inMemory: true });
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dumpDataDir!();
    const path = join(dir, 'template.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

let pgliteTemplate: Blob | undefined;
/** The dumped template, read once per test file. */
export function readPGliteTemplate(path: string): Blob {
  pgliteTemplate ??= new Blob([readFileSync(path)]);
  return pgliteTemplate;
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

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import {
  openDatabase,
  type DatabaseEngine,
  type DatabaseHandle,
} from '../../src/db/open-database.js';
import { POSTGRES_TEMPLATE_DATABASE, readPGliteTemplate } from './database-templates.js';
import { withClient } from './postgres-cluster.js';

/** The shared test cluster's superuser URL (see global-setup.ts), or undefined without one. */
export function postgresTestUrl(): string | undefined {
  return inject('postgresUrl');
}

const SKIP_NOTE = 'PostgreSQL 15 binaries not found: PostgreSQL tests skipped';

/** A URL of the shared cluster naming another database. */
export function urlForDatabase(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A PostgreSQL database on the shared cluster, dropped again by `drop()`: empty, or a copy of
 * the migrated template.
 */
export async function createEmptyPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const clusterUrl = postgresTestUrl();
  if (!clusterUrl) throw new Error(SKIP_NOTE);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? ` TEMPLATE ${POSTGRES_TEMPLATE_DATABASE}` : '';
  await withClient(clusterUrl, (c) => c.query(`CREATE DATABASE ${name}${template}`));
  return {
    url: urlForDatabase(clusterUrl, name),
    drop: () =>
      withClient(clusterUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/**
 * PGlite in memory as a new data directory is before any migration (a copy of the run's
 * initdb, global-setup.ts): for the tests of migrating and preparing an empty database.
 */
export function openEmptyPGlite(): Promise<DatabaseHandle> {
  return openDatabase({
    inMemory: true,
    loadDataDir: readPGliteTemplate(inject('pgliteEmptyTemplatePath')),
  });
}

/**
 * A fresh, migrated, empty database: PGlite in memory, or a new database on the shared
 * PostgreSQL cluster that `close()` drops again. Both are copies of the run's migrated
 * templates (global-setup.ts), not migrated one by one.
 */
export async function createTestDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const template = readPGliteTemplate(inject('pgliteTemplatePath'));
    return openDatabase({ inMemory: true, loadDataDir: template });
  }
  const database = await createEmptyPostgresDatabase({ migrated: true });
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * `open()` in this suite's `beforeAll`, closed in its `afterAll`; the returned function gives what
 * was opened, from a later `beforeAll` of the same suite on.
 */
export function openForSuite<T extends { close(): Promise<void> }>(
  what: string,
  open: () => Promise<T>,
): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return () => {
    if (!opened) throw new Error(`${what} opens in beforeAll`);
    return opened;
  };
}

/**
 * `createTestDatabase` in this suite's `beforeAll`, closed in its `afterAll`. The returned handle
 * reads through to the opened one, so a later `beforeAll` of the same suite already sees it open.
 */
export function useTestDatabase(engine: DatabaseEngine): DatabaseHandle {
  const current = openForSuite('the test database', () => createTestDatabase(engine));
  return {
    get db() {
      return current().db;
    },
    engine,
    close: () => current().close(),
    watchChanges: (...args) => current().watchChanges(...args),
  };
}

/**
 * Instances over one empty database, as several servers starting at once see it, opened in this
 * suite's `beforeAll` and closed (the database dropped) in its `afterAll`. PGlite in memory cannot
 * be shared, so there it is one instance.
 */
export function useEmptyDatabaseInstances(
  engine: DatabaseEngine,
  instances: number,
): DatabaseHandle[] {
  const handles: DatabaseHandle[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    if (engine === 'pglite') {
      handles.push(await openEmptyPGlite());
      return;
    }
    const database = await createEmptyPostgresDatabase();
    drop = database.drop;
    for (let i = 0; i < instances; i++) {
      handles.push(await openDatabase({ databaseUrl: database.url, poolSize: 2 }));
    }
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await drop();
  });
  return handles;
}

/**
 * One `describe` per engine. Without a cluster the PostgreSQL one is skipped, saying why in
 * its title; with CI=true the global setup has already failed the run instead.
 */
export function describeEachEngine(title: string, body: (engine: DatabaseEngine) => void): void {
  describe(`${title} (pglite)`, () => body('pglite'));
  if (postgresTestUrl() || process.env.CI === 'true') {
    describe(`${title} (postgres)`, () => body('postgres'));
  } else {
    describe.skip(`${title} (postgres): ${SKIP_NOTE}`, () => body('postgres'));
  }
}

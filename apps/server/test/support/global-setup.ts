import type { TestProject } from 'vitest/node';
import { makePGliteTemplateFiles, makePostgresTemplate } from './database-templates.js';
import { postgresBinariesAvailable, startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared throwaway cluster's superuser URL; undefined when PostgreSQL is unavailable. */
    postgresUrl: string | undefined;
    /** A migrated PGlite data directory dumped to a file (see database-templates.ts). */
    pgliteTemplatePath: string;
    /** The same PGlite data directory before any migration: a database as initdb leaves it. */
    pgliteEmptyTemplatePath: string;
  }
}

/**
 * One PostgreSQL cluster per Vitest run, shared by every test file; each test makes its own
 * database on it (see test-database.ts). Locally, missing binaries skip the PostgreSQL tests
 * with one line; in CI they are mandatory.
 */
export default async function setup(project: TestProject) {
  const withPostgres = postgresBinariesAvailable();
  if (!withPostgres && process.env.CI === 'true') {
    throw new Error('PostgreSQL 15 binaries not found, and CI=true requires the PostgreSQL tests');
  }
  // Side by side: PGlite reads its templates (or makes them, after a change to the schema) in
  // this process while PostgreSQL starts in its own.
  const [pgliteTemplate, cluster] = await Promise.all([
    makePGliteTemplateFiles(),
    withPostgres
      ? startPostgresCluster({ fast: true, settings: { max_connections: 200 } }).then(
          async (started) => {
            await makePostgresTemplate(started.url);
            return started;
          },
        )
      : undefined,
  ]);
  project.provide('pgliteTemplatePath', pgliteTemplate.migratedPath);
  project.provide('pgliteEmptyTemplatePath', pgliteTemplate.emptyPath);
  if (!cluster) {
    console.warn('PostgreSQL 15 binaries not found: PostgreSQL tests skipped');
    project.provide('postgresUrl', undefined);
    return;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

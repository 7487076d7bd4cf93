import type { TestProject } from 'vitest/node';
import { postgresBinariesAvailable, startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared throwaway cluster's superuser URL; undefined when PostgreSQL is unavailable. */
    postgresUrl: string | undefined;
  }
}

/**
 * One PostgreSQL cluster per Vitest run, shared by every test file; each test makes its own
 * database on it (see test-database.ts). Locally, missing binaries skip the PostgreSQL tests
 * with one line; in CI they are mandatory.
 */
export default async function setup(project: TestProject) {
  if (!postgresBinariesAvailable()) {
    if (process.env.CI === 'true') {
      throw new Error(
        'PostgreSQL 15 binaries not found, and CI=true requires the PostgreSQL tests',
      );
    }
    console.warn('PostgreSQL 15 binaries not found: PostgreSQL tests skipped');
    project.provide('postgresUrl', undefined);
    return;
  }
  const cluster = await startPostgresCluster({ fast: true, settings: { max_connections: 200 } });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

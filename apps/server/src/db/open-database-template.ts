import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { SERVER_DIR } from '../server-dir.js';
import { migrateToLatest } from './migrate.js';

/**
 * A ready-made embedded database for the first start: PGlite creating a data directory from
 * nothing (its initdb, in WebAssembly) is most of a cold start; copying the files of one that is
 * already created and migrated, closed cleanly, takes a fraction of that (and less than unpacking
 * the same database from a tarball through PGlite's own file system). The template is a build
 * artifact (`npm start` makes it when missing, into the ignored build/ folder), never committed.
 * It is used only when it was made by the same PGlite version; later migrations still run after
 * it. `node --import tsx apps/server/src/db/open-database-template-cli.ts` (re)makes it.
 */
export const PGLITE_TEMPLATE_DIR = join(SERVER_DIR, 'build');
const databaseIn = (dir: string) => join(dir, 'pglite-template');
const stampIn = (dir: string) => join(dir, 'pglite-template.json');

function pgliteVersion(): string {
  const path = join(SERVER_DIR, '../../node_modules/@electric-sql/pglite/package.json');
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template's data directory, for a data directory that holds no database yet, or undefined. */
export function pgliteTemplateFor(
  dataDir: string,
  templateDir = PGLITE_TEMPLATE_DIR,
): string | undefined {
  const database = databaseIn(templateDir);
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(join(database, 'PG_VERSION'))) {
    return undefined;
  }
  try {
    const stamp = JSON.parse(readFileSync(stampIn(templateDir), 'utf8')) as { pglite?: string };
    return stamp.pglite === pgliteVersion() ? database : undefined;
  } catch {
    return undefined;
  }
}

/** Fills `dataDir` (created if missing) with the template's database. */
export function copyPGliteTemplate(template: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true });
}

/** Creates a migrated database on disk, closes it, and makes it the template. */
export async function buildPGliteTemplate(templateDir = PGLITE_TEMPLATE_DIR): Promise<string[]> {
  mkdirSync(templateDir, { recursive: true });
  // Made beside the old one and swapped in whole: a reader never sees half a template.
  const scratch = join(templateDir, `pglite-template.${process.pid}.tmp`);
  rmSync(scratch, { recursive: true, force: true });
  const pglite = await PGlite.create({ dataDir: scratch, extensions: { btree_gist, pg_trgm } });
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  let applied: string[];
  try {
    applied = await migrateToLatest(db);
    // The server uses only its own database: without initdb's template databases, and
    // checkpointed (nothing left to replay), a first start copies and opens less.
    await sql`UPDATE pg_database SET datistemplate = false
      WHERE datname IN ('template0', 'template1')`.execute(db);
    await sql`DROP DATABASE template0`.execute(db);
    await sql`DROP DATABASE template1`.execute(db);
    await sql`CHECKPOINT`.execute(db);
  } finally {
    await db.destroy();
  }
  rmSync(stampIn(templateDir), { force: true });
  rmSync(databaseIn(templateDir), { recursive: true, force: true });
  renameSync(scratch, databaseIn(templateDir));
  writeFileSync(
    stampIn(templateDir),
    JSON.stringify({ pglite: pgliteVersion(), migrations: applied }),
  );
  return applied;
}

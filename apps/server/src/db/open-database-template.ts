import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';

/**
 * A ready-made embedded database for the first start: PGlite creating a data directory from
 * nothing (its initdb, in WebAssembly) is most of a cold start; unpacking a tarball of one that
 * is already created and migrated takes a fraction of that. The tarball is a build artifact
 * (`npm start` makes it when missing, into the ignored build/ folder), never committed. It is
 * used only when it was made by the same PGlite version; later migrations still run after it.
 * `node --import tsx apps/server/src/db/open-database-template-cli.ts` (re)makes it.
 */
export const PGLITE_TEMPLATE_DIR = new URL('../../build/', import.meta.url).pathname;
const tarballIn = (dir: string) => join(dir, 'pglite-template.tar.gz');
const stampIn = (dir: string) => join(dir, 'pglite-template.json');

function pgliteVersion(): string {
  const url = new URL(
    '../../../../node_modules/@electric-sql/pglite/package.json',
    import.meta.url,
  );
  try {
    return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template for a data directory that holds no database yet, or undefined. */
export function pgliteTemplateFor(
  dataDir: string,
  templateDir = PGLITE_TEMPLATE_DIR,
): Blob | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(tarballIn(templateDir))) {
    return undefined;
  }
  try {
    const stamp = JSON.parse(readFileSync(stampIn(templateDir), 'utf8')) as { pglite?: string };
    if (stamp.pglite !== pgliteVersion()) return undefined;
    return new Blob([readFileSync(tarballIn(templateDir))]);
  } catch {
    return undefined;
  }
}

/** Creates a database in memory, migrates it, and writes it as the template. */
export async function buildPGliteTemplate(templateDir = PGLITE_TEMPLATE_DIR): Promise<string[]> {
  const pglite = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  try {
    const applied = await migrateToLatest(db);
    // The server uses only its own database: without initdb's template databases, and
    // checkpointed (nothing left to replay), a first start loads the template faster.
    await sql`UPDATE pg_database SET datistemplate = false
      WHERE datname IN ('template0', 'template1')`.execute(db);
    await sql`DROP DATABASE template0`.execute(db);
    await sql`DROP DATABASE template1`.execute(db);
    await sql`CHECKPOINT`.execute(db);
    const tarball = await pglite.dumpDataDir('gzip');
    mkdirSync(templateDir, { recursive: true });
    writeFileSync(tarballIn(templateDir), Buffer.from(await tarball.arrayBuffer()));
    const stamp = { pglite: pgliteVersion(), migrations: applied };
    writeFileSync(stampIn(templateDir), JSON.stringify(stamp));
    return applied;
  } finally {
    await db.destroy();
  }
}

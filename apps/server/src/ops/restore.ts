import {
  openSync,
  readSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { describeDatabase } from './database-summary.js';
import { pgTool, runPgTool, withConnectionFor } from './pg-tools.js';

/** A restore that would overwrite data and was not told to (`--force`). */
export class TargetNotEmptyError extends Error {}

type BackupKind = 'postgres' | 'pglite';

/** pg_dump's custom format starts with "PGDMP"; the embedded copy is a gzipped tarball. */
export function backupKind(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

/**
 * Puts a backup into the configured database (DATABASE_DIRECT_URL or DATABASE_URL, else
 * DATA_DIR), which must hold nothing unless `force`. Resolves with what it did. Stop the
 * servers of that database first: the embedded one refuses while its directory is held.
 */
export async function restore(
  config: Config,
  file: string,
  { force }: { force: boolean },
): Promise<string> {
  const kind = backupKind(file);
  const target: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (!kind) throw new Error(`${file} is neither a pg_dump archive nor an embedded-database copy.`);
  if (kind !== target) {
    throw new Error(
      kind === 'pglite'
        ? `${file} is a copy of the embedded database; unset DATABASE_URL and set DATA_DIR to restore it.`
        : `${file} is a PostgreSQL backup; set DATABASE_URL to the database to restore it into.`,
    );
  }
  return kind === 'postgres'
    ? restorePostgres(config, file, force)
    : restoreEmbedded(config.dataDir, file, force);
}

async function restorePostgres(config: Config, file: string, force: boolean): Promise<string> {
  const url = config.databaseDirectUrl ?? config.databaseUrl!;
  const shown = new URL(url);
  shown.password = '';
  const tables = await withDatabase(url, async (db) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`.execute(db);
    return rows[0]?.n ?? 0;
  });
  if (tables > 0 && !force) {
    throw new TargetNotEmptyError(
      `${shown.toString()} is not empty (${tables} tables): nothing restored. ` +
        "Add --force to drop the backup's tables there and restore them.",
    );
  }
  // One transaction: a failed restore leaves the database as it was.
  await withConnectionFor(url, (dbname) =>
    runPgTool(pgTool('pg_restore', config.pgBinDir), [
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ]),
  );
  const holds = await withDatabase(url, describeDatabase);
  return (
    `Restored ${file} into ${shown.toString()}` +
    `${tables > 0 ? ' (its tables dropped and restored)' : ''}: ${holds}.`
  );
}

async function withDatabase<T>(
  url: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string> {
  const dir = resolve(dataDir);
  // Held throughout: no server may start on the directory while it is being filled.
  const lock = acquireDataDirLock(dir);
  let replaced = false;
  try {
    const present = readdirSync(dir).filter((name) => !name.startsWith(LOCK_FILE_NAME));
    if (present.length > 0 && !force) {
      throw new TargetNotEmptyError(
        `${dir} is not empty (${present.length} entries): nothing restored. ` +
          'Add --force to delete what is there and restore the backup.',
      );
    }
    for (const name of present) rmSync(join(dir, name), { recursive: true, force: true });
    replaced = present.length > 0;
    const pglite = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(file)], { type: 'application/x-gzip' }),
      extensions: { btree_gist, pg_trgm },
    });
    // The copy brought the lock of the server it was taken from: the directory is ours.
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.pid}\n`);
    await pglite.close();
  } finally {
    lock.release();
  }
  const handle = await openDatabase({ dataDir: dir });
  try {
    const holds = await describeDatabase(handle.db);
    return `Restored ${file} into ${dir}${replaced ? ' (what was there deleted)' : ''}: ${holds}.`;
  } finally {
    await handle.close();
  }
}

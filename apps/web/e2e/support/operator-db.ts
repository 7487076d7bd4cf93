import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { E2E_PORT } from '../playwright.config';

export interface ContactMessageRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
}

/**
 * What the operator sees in `contact_messages`: no endpoint reads it, so the test reads the
 * database itself. The server holds its embedded database open, so a copy of the data directory
 * is opened (PostgreSQL recovers it from its write-ahead log, as after a crash).
 */
export async function readContactMessages(): Promise<ContactMessageRow[]> {
  const dataDir = readFileSync(join(tmpdir(), `holidaze-e2e-${E2E_PORT}.datadir`), 'utf8').trim();
  const copy = mkdtempSync(join(tmpdir(), 'holidaze-e2e-operator-'));
  try {
    cpSync(dataDir, copy, {
      recursive: true,
      filter: (source) => !source.endsWith('.lock') && !source.endsWith('postmaster.pid'),
    });
    const db = await PGlite.create({ dataDir: copy, extensions: { btree_gist, pg_trgm } });
    try {
      const result = await db.query<ContactMessageRow>(
        'select name, email, subject, message, created_at from contact_messages order by created_at',
      );
      return result.rows;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

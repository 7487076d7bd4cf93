import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readPGliteTemplate } from '../../test/support/database-templates.js';
import { LOCK_FILE_NAME, acquireDataDirLock, isProcessAlive } from './data-dir-lock.js';
import { openDatabase } from './open-database.js';

// A new data directory starts from the run's migrated template: initdb is not what is tested.
const openDataDir = (dataDir: string) =>
  openDatabase({
    dataDir,
    loadDataDir: existsSync(dataDir) ? undefined : readPGliteTemplate(inject('pgliteTemplatePath')),
  });

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Far above any PID Linux hands out by default (pid_max 4194304 at most): never alive.
const DEAD_PID = 999_999_9;

describe('data directory lock', () => {
  it('holds the PID while open and refuses a second open of the same directory', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await openDataDir(dataDir);
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDataDir(dataDir)).rejects.toThrow(
        `Another Holidaze server is using the database in ${dataDir} (pid ${process.pid}). ` +
          'Stop it, or set DATA_DIR to another directory.',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('opens again after close, with the data still there', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await openDataDir(dataDir);
    await first.db.schema.createTable('kept').addColumn('n', 'integer').execute();
    await first.db
      .insertInto('kept' as never)
      .values({ n: 42 } as never)
      .execute();
    await first.close();
    const second = await openDataDir(dataDir);
    try {
      const rows = await second.db
        .selectFrom('kept' as never)
        .selectAll()
        .execute();
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await second.close();
    }
  });

  it('takes over a lock left by a process that is no longer running, and says so', () => {
    const dir = tempDir();
    expect(isProcessAlive(DEAD_PID)).toBe(false);
    writeFileSync(join(dir, LOCK_FILE_NAME), `${DEAD_PID}\n`);
    const messages: string[] = [];
    const lock = acquireDataDirLock(dir, (m) => messages.push(m));
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    expect(messages.join('\n')).toContain(`pid ${DEAD_PID}`);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses while another live process holds the lock', () => {
    const dir = tempDir();
    // PID 1 is always alive.
    writeFileSync(join(dir, LOCK_FILE_NAME), '1\n');
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid 1)`);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe('1');
  });

  it('takes over an unreadable (empty) lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), '');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that someone else took after ours was released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    lock.release();
    writeFileSync(join(dir, LOCK_FILE_NAME), '1\n');
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(true);
  });
});

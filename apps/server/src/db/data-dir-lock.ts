import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * PGlite serves one process: two servers on one data directory would each keep their own view
 * and silently lose the other's writes. The first to start holds `holidaze.lock` (its PID); a
 * second refuses. A lock left by a crashed process (PID no longer alive) is taken over.
 * See docs/decisions/002-embedded-database-lock.md.
 */
export const LOCK_FILE_NAME = 'holidaze.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Holidaze server is using the database in ${dataDir} (pid ${pid}). ` +
        'Stop it, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else: alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isNaN(pid) ? undefined : pid;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(
  dataDir: string,
  log: (msg: string) => void = () => {},
): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);

  // Exclusive create ('wx') decides any race between two starters: exactly one creates the file.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return lockAt(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockPid(path);
    // Our own PID counts as alive: a second open in this process would lose writes just the same.
    if (holder !== undefined && isProcessAlive(holder)) throw new DataDirLockedError(dir, holder);
    removeStaleLock(path, holder, log);
  }
  throw new Error(`Could not take the database lock in ${dir}: another process keeps taking it.`);
}

/**
 * Removes a crashed holder's lock. A guard file makes the takeover itself exclusive, so two
 * starters that both saw the stale lock cannot remove each other's fresh one.
 */
function removeStaleLock(path: string, stalePid: number | undefined, log: (msg: string) => void) {
  const guard = `${path}.takeover`;
  try {
    writeFileSync(guard, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const guardPid = readLockPid(guard);
    if (guardPid !== undefined && isProcessAlive(guardPid)) {
      throw new DataDirLockedError(dirname(path), guardPid);
    }
    rmSync(guard, { force: true });
    return;
  }
  try {
    if (readLockPid(path) === stalePid) {
      log(
        `Taking over the database lock in ${dirname(path)}: ` +
          `its holder (pid ${stalePid ?? 'unknown'}) is no longer running.`,
      );
      rmSync(path, { force: true });
    }
  } finally {
    rmSync(guard, { force: true });
  }
}

function lockAt(path: string): DataDirLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      // Only remove the lock if it is still ours.
      if (readLockPid(path) === process.pid) rmSync(path, { force: true });
    },
  };
}

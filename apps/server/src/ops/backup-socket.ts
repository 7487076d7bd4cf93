import { chmodSync, lstatSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { resolve } from 'node:path';

/**
 * How `npm run backup` asks a running server for a copy of its embedded database: the server
 * holds the data directory (data-dir-lock.ts) and alone can copy it consistently. The request
 * goes over a Unix socket beside the data directory, never over TCP, so HOST=0.0.0.0 exposes
 * nothing: the socket is the server's user's only (mode 0600), and whoever can open it can read
 * the data directory anyway. It lives beside the directory, not in it, because PGlite's copy
 * takes every file in the directory and cannot take a socket.
 */
export function backupSocketPath(dataDir: string): string {
  return `${resolve(dataDir)}.backup.sock`;
}

interface Header {
  ok: boolean;
  bytes?: number;
  error?: string;
}

/** Serves snapshots on the data directory's backup socket until closed. */
export async function serveBackups(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: (message: string) => void,
): Promise<{ close(): Promise<void> }> {
  const path = backupSocketPath(dataDir);
  // One left by a crashed server of this directory: ours to replace, as we hold its lock.
  const left = lstatOrUndefined(path);
  if (left && !(left.isSocket() && left.uid === process.getuid?.())) {
    log(`backups: ${path} exists and is not our socket; npm run backup cannot reach this server`);
    return { close: async () => {} };
  }
  if (left) rmSync(path, { force: true });

  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let request = '';
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'backup') {
        socket.end(header({ ok: false, error: 'unknown request' }));
        return;
      }
      const started = Date.now();
      snapshot()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(header({ ok: true, bytes: bytes.length }));
          socket.end(bytes);
          log(`backup: ${bytes.length} bytes in ${Date.now() - started} ms`);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          log(`backup failed: ${message}`);
          socket.end(header({ ok: false, error: message }));
        });
    });
    socket.on('error', () => socket.destroy());
  });
  // Created with no permission for group or others from the start, not chmod-ed afterwards.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => done());
    });
  } catch (error) {
    log(`backups: cannot listen on ${path}: ${(error as Error).message}`);
    return { close: async () => {} };
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return { close: () => closeServer(server, path) };
}

function header(value: Header): string {
  return `${JSON.stringify(value)}\n`;
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

async function closeServer(server: Server, path: string) {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(path, { force: true });
}

/**
 * Asks the server holding `dataDir` for a snapshot: the gzipped tarball of its data directory.
 * Only a socket owned by the data directory's owner is trusted with the question.
 */
export async function requestBackup(dataDir: string): Promise<Buffer> {
  const path = backupSocketPath(dataDir);
  const socketStat = lstatOrUndefined(path);
  if (!socketStat?.isSocket()) {
    throw new Error(`The running server offers no backup socket at ${path}.`);
  }
  if (socketStat.uid !== statSync(dataDir).uid) {
    throw new Error(`${path} does not belong to the owner of ${dataDir}: not using it.`);
  }
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(path, () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) =>
      fail(new Error(`The server did not answer on ${path}: ${error.message}`)),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let answer: Header;
      try {
        answer = JSON.parse(all.subarray(0, newline).toString('utf8')) as Header;
      } catch {
        fail(new Error(`The server's answer on ${path} was cut short.`));
        return;
      }
      const body = all.subarray(newline + 1);
      if (!answer.ok) fail(new Error(`The server could not make the backup: ${answer.error}`));
      else if (body.length !== answer.bytes) fail(new Error('The backup arrived incomplete.'));
      else done(body);
    });
  });
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';

/** Bytes of the file's start kept for telling its type (sniffImageType). */
const HEAD_BYTES = 4096;

export interface ReceivedFile {
  /** The file on disk, in a folder of its own that `discard` removes. */
  path: string;
  head: Buffer;
  /** SHA-256, hex. */
  sha256: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Streams an uploaded file to a temporary file, hashing it and keeping its first bytes on the
 * way, so no more than a chunk of it is ever in memory. A file over the part's size limit makes
 * the multipart parser stop reading and throw (413 for the route); the temporary folder is gone
 * whatever happens, unless the caller has it.
 */
export async function receiveToTemporaryFile(
  part: MultipartFile,
  directory: string = tmpdir(),
): Promise<ReceivedFile> {
  const folder = await mkdtemp(join(directory, 'holidaze-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const path = join(folder, 'upload');
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(piece);
        headLength += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, head: Buffer.concat(head), sha256: hash.digest('hex'), size, discard };
}

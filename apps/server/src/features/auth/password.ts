import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serviceUnavailable } from '../../http/api-error.js';

/**
 * Password hashing with Node's scrypt (N=2^17, r=8, p=1 by default: OWASP's recommended cost).
 * Stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can change and old hashes still
 * verify at the cost they were made with.
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Derives a key: scrypt in production; tests may pass something they control. */
export type DeriveKey = (password: string, salt: Buffer, cost: ScryptCost) => Promise<Buffer>;

export const scryptKey: DeriveKey = (password, salt, cost) => {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
};

/** `log2N` is scrypt's N as a power of two (17: N = 131072, 128 MiB and about 0.5 s of CPU). */
export async function hashPassword(
  password: string,
  log2N: number = DEFAULT_PASSWORD_HASH_COST,
  derive: DeriveKey = scryptKey,
): Promise<string> {
  const cost = { N: 2 ** log2N, r: R, p: P };
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Checks a password against a stored hash, at the cost written in the hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  derive: DeriveKey = scryptKey,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface PasswordHasherOptions {
  /** scrypt's N as a power of two for new hashes. */
  log2N: number;
  /** Hashes computed at once (about one per core). */
  concurrency: number;
  /** Hashes that may wait for a turn; one more is refused with 503 (0: none wait). */
  queueLimit: number;
  derive?: DeriveKey;
}

/** How long a client refused by a full hashing queue is asked to wait (seconds). */
export const HASHING_BUSY_RETRY_AFTER_SECONDS = 2;
export const HASHING_BUSY_MESSAGE =
  'The server is busy checking other sign-ins; please try again in a few seconds';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A real hash of nothing in particular: verified against when an e-mail is unknown, so that
   * a wrong e-mail and a wrong password take the same time (no account enumeration). */
  dummyHash(): Promise<string>;
  /** Hashes running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * The server's hashing, bounded: at most `concurrency` hashes run at once (each takes a core
 * and, at full cost, 128 MiB), at most `queueLimit` wait, and any more are refused at once with
 * 503 and `Retry-After` instead of piling up until nobody can log in.
 */
export function createPasswordHasher(options: PasswordHasherOptions): PasswordHasher {
  const derive = options.derive ?? scryptKey;
  const concurrency = Math.max(1, options.concurrency);
  let running = 0;
  const waiting: (() => void)[] = [];

  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= options.queueLimit) {
        throw serviceUnavailable(HASHING_BUSY_MESSAGE, HASHING_BUSY_RETRY_AFTER_SECONDS);
      }
      // The finishing hash hands its slot over (running stays counted), so none jumps the queue.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  let dummy: Promise<string> | undefined;
  const hash = (password: string) => bounded(() => hashPassword(password, options.log2N, derive));
  return {
    hash,
    verify: (password, stored) => bounded(() => verifyPassword(password, stored, derive)),
    dummyHash() {
      // Made outside the queue once; a failure is not cached.
      dummy ??= hashPassword(randomBytes(12).toString('base64'), options.log2N, derive).catch(
        (error: unknown) => {
          dummy = undefined;
          throw error;
        },
      );
      return dummy;
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

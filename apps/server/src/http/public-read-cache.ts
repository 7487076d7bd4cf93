import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response as every anonymous reader of its URL gets it. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  /** Compressed once, on the first request that accepts each encoding. */
  br?: Buffer;
  gzip?: Buffer;
}

export interface PublicReadCacheLimits {
  entries: number;
  bytes: number;
  /** A larger response is served, never kept. */
  entryBytes: number;
}

const DEFAULT_LIMITS: PublicReadCacheLimits = {
  entries: 2_000,
  bytes: 64 * 1024 * 1024,
  entryBytes: 1024 * 1024,
};

/**
 * The shared cache of public read responses (docs/decisions/016-shared-cache-of-public-reads.md),
 * by URL, least recently used out first, within limits on entries and bytes (a client choosing
 * endless distinct URLs only churns it). Off until the database's change notifications are heard,
 * and off again when they may be missed. Any change to what a public read shows empties all of it:
 * a venue's page and every search that might list it. A response computed across a change is never
 * kept: `keep` takes the generation read before the response was, and refuses it once that has
 * moved on.
 */
export class PublicReadCache {
  readonly #limits: PublicReadCacheLimits;
  readonly #entries = new Map<string, CachedResponse>();
  #bytes = 0;
  #generation = 0;
  #on = false;

  constructor(limits: Partial<PublicReadCacheLimits> = {}) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
  }

  get on(): boolean {
    return this.#on;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  turn(on: boolean): void {
    this.invalidate();
    this.#on = on;
  }

  has(key: string): boolean {
    return this.#on && this.#entries.has(key);
  }

  find(key: string): CachedResponse | undefined {
    if (!this.#on) return undefined;
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  keep(key: string, generation: number, response: Omit<CachedResponse, 'br' | 'gzip'>): void {
    if (!this.#on || generation !== this.#generation) return;
    if (response.body.length > this.#limits.entryBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#forget(key, previous);
    this.#entries.set(key, { ...response });
    this.#bytes += response.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.entries && this.#bytes <= this.#limits.bytes) break;
      this.#forget(oldest, entry);
    }
  }

  #forget(key: string, entry: CachedResponse) {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from Accept-Encoding: brotli, else gzip, else none; an encoding
 * given `q=0` is refused, `*` stands for any not named.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (encoding: ContentEncoding) =>
    (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** The entry's body in `encoding`, compressed on first use and kept with it. */
export function encodedBody(entry: CachedResponse, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

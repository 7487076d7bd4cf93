/**
 * Fetches a host-given calendar feed URL: the one place the server requests a URL a user
 * chose, so it is guarded against server-side request forgery (docs/security.md):
 * - http and https only, on every hop; at most `maxRedirects` redirects, each checked again;
 * - the host name is resolved once per hop and every address it resolves to must be public
 *   (not loopback, private, link-local, unique-local, CGNAT, multicast, unspecified, nor an
 *   IPv6 form that embeds or tunnels to an IPv4 address: mapped, 6to4, Teredo, NAT64) unless
 *   the operator allows private addresses; the connection uses the address that was checked,
 *   so a DNS answer that changes between check and connect (rebinding) cannot slip through;
 * - a size limit on the body and one deadline for the whole fetch, redirects included.
 * Run it from a job, never inside a request handler.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface FeedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** ICAL_FETCH_ALLOW_PRIVATE: tests and local development fetch from 127.0.0.1. */
  allowPrivate: boolean;
  /** Replaces the address rule; for tests only. */
  isAllowedAddress?: (address: string) => boolean;
}

/** What production reads feeds with: 2 MB, 10 s for the whole fetch, 3 redirects. */
export const DEFAULT_FEED_FETCH_OPTIONS: FeedFetchOptions = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowPrivate: false,
};

export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'address' | 'redirects' | 'size' | 'timeout' | 'status' | 'network',
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
// Whole IPv6 ranges that embed or tunnel to an IPv4 address are refused rather than decoded:
// an address there can reach a private IPv4 one however it is written (hex or dotted). A list of
// their own: Node checks an IPv4 address against IPv6 rules as if mapped.
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(prefix, bits, 'ipv6');
}

/** True for addresses a feed may never be fetched from unless the operator allows private ones. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blockedV6.check(address, 'ipv6');
  return true;
}

export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<string> {
  const allowed =
    options.isAllowedAddress ??
    ((address: string) => options.allowPrivate || !isPrivateAddress(address));
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const result = await fetchOnce(current, options.maxBytes, allowed, deadline);
    if (result.kind === 'body') return result.body;
    if (hop >= options.maxRedirects) {
      throw new FeedFetchError(`more than ${options.maxRedirects} redirects`, 'redirects');
    }
    current = new URL(result.location, current).toString();
  }
}

type Hop = { kind: 'body'; body: string } | { kind: 'redirect'; location: string };

function fetchOnce(
  target: string,
  maxBytes: number,
  allowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      reject(new FeedFetchError('not a URL', 'scheme'));
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new FeedFetchError('only http and https feeds are fetched', 'scheme'));
      return;
    }
    if (signal.aborted) {
      reject(new FeedFetchError('the feed took too long', 'timeout'));
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Node connects to an IP literal without calling lookup, so check it here.
    if (net.isIP(host) && !allowed(host)) {
      reject(new FeedFetchError('the feed is on a private address', 'address'));
      return;
    }
    const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
      dns.lookup(hostname, { all: true, family: lookupOptions.family ?? 0 }, (error, addresses) => {
        if (error) return callback(error, '', 0);
        const refused = addresses.find((entry) => !allowed(entry.address));
        if (refused || addresses.length === 0) {
          return callback(new FeedFetchError('the feed is on a private address', 'address'), '', 0);
        }
        // Connect to exactly the addresses that were checked.
        if ((lookupOptions as { all?: boolean }).all) {
          return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(
            null,
            addresses,
          );
        }
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup, signal, headers: { accept: 'text/calendar, */*;q=0.5' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ kind: 'redirect', location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedFetchError(`the feed answered ${status}`, 'status'));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new FeedFetchError(`the feed is larger than ${maxBytes} bytes`, 'size'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new FeedFetchError(`the feed is larger than ${maxBytes} bytes`, 'size'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ kind: 'body', body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => reject(toFetchError(error, signal)));
      },
    );
    request.on('error', (error) => reject(toFetchError(error, signal)));
  });
}

function toFetchError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError('the feed took too long', 'timeout');
  return new FeedFetchError(
    error instanceof Error ? error.message : 'the feed could not be fetched',
    'network',
  );
}

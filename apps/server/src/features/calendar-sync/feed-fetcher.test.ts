import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, isPrivateAddress, type FeedFetchOptions } from './feed-fetcher.js';

const feed = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: http.Server;
let base: string;
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/feed.ics') return response.end(feed);
    if (path === '/big.ics') return response.end('x'.repeat(5_000));
    if (path === '/hang.ics') return void hanging.push(response);
    if (path === '/to-feed') return response.writeHead(302, { location: '/feed.ics' }).end();
    if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (path === '/to-private') {
      const port = (server.address() as AddressInfo).port;
      return response.writeHead(302, { location: `http://127.0.0.2:${port}/feed.ics` }).end();
    }
    if (path === '/to-file')
      return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const options: FeedFetchOptions = {
  timeoutMs: 2_000,
  maxBytes: 2_000,
  maxRedirects: 3,
  allowPrivate: true,
};

describe('feed fetcher', () => {
  it('fetches a feed and follows a redirect', async () => {
    await expect(fetchFeed(`${base}/feed.ics`, options)).resolves.toBe(feed);
    await expect(fetchFeed(`${base}/to-feed`, options)).resolves.toBe(feed);
  });

  it('refuses a private address when the operator has not allowed them', async () => {
    await expect(
      fetchFeed(`${base}/feed.ics`, { ...options, allowPrivate: false }),
    ).rejects.toMatchObject({
      reason: 'address',
    });
    await expect(
      fetchFeed(`http://localhost:${new URL(base).port}/feed.ics`, {
        ...options,
        allowPrivate: false,
      }),
    ).rejects.toMatchObject({ reason: 'address' });
  });

  it('checks every redirect again: a public first hop cannot lead to a private address', async () => {
    // 127.0.0.1 stands in for a public host; any other address counts as private.
    const onlyFirstHop = {
      ...options,
      allowPrivate: false,
      isAllowedAddress: (a: string) => a === '127.0.0.1',
    };
    await expect(fetchFeed(`${base}/to-feed`, onlyFirstHop)).resolves.toBe(feed);
    await expect(fetchFeed(`${base}/to-private`, onlyFirstHop)).rejects.toMatchObject({
      reason: 'address',
    });
    await expect(fetchFeed(`${base}/to-file`, options)).rejects.toMatchObject({ reason: 'scheme' });
  });

  it('refuses other schemes, endless redirects, oversized bodies and slow feeds', async () => {
    await expect(fetchFeed('ftp://example.com/feed.ics', options)).rejects.toMatchObject({
      reason: 'scheme',
    });
    await expect(fetchFeed(`${base}/loop`, options)).rejects.toMatchObject({ reason: 'redirects' });
    await expect(fetchFeed(`${base}/big.ics`, options)).rejects.toMatchObject({ reason: 'size' });
    await expect(
      fetchFeed(`${base}/hang.ics`, { ...options, timeoutMs: 50 }),
    ).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('classifies loopback, private, link-local and mapped addresses as private', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  // Each IPv6 form below carries (or can route to) an IPv4 address, or is not globally routed.
  it('classifies IPv6 forms that embed an IPv4 address as private, however they are written', () => {
    for (const address of [
      '::7f00:1', // IPv4-compatible ::/96
      '::127.0.0.1',
      '::ffff:7f00:1', // IPv4-mapped in hex, as URL parsing writes it
      '::ffff:a9fe:a9fe',
      '::ffff:0:a00:1', // IPv4-translated
      '2002:7f00:1::1', // 6to4
      '2002:a9fe:a9fe::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '64:ff9b:1::a00:1', // local-use NAT64
      'fec0::1', // site-local
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4001:81b::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a URL naming a mapped loopback address, which URL parsing rewrites to hex', async () => {
    const port = new URL(base).port;
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]']) {
      await expect(
        fetchFeed(`http://${host}:${port}/feed.ics`, { ...options, allowPrivate: false }),
        host,
      ).rejects.toMatchObject({ reason: 'address' });
    }
  });
});

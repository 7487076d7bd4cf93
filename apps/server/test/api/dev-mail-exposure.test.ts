import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { describeDevMail, devMailMode } from '../../src/features/notifications/dev-mail-access.js';
import { startTestApp, useTestApp } from './support/test-app.js';

/**
 * /dev/mail shows every mail in the outbox, password reset links included: whoever reads it can
 * take over any account. It is served only to this machine (a loopback peer asking for a
 * loopback Host), and only when the server listens on a loopback address, keeps its mail (no
 * SMTP_URL), is not behind a proxy and is not in production (docs/security.md, "/dev/mail").
 */
const PAGES = ['/dev/mail', '/dev/mail.json'];

describe('/dev/mail on a default server', () => {
  const t = useTestApp('pglite');

  const get = (url: string, remoteAddress: string, host: string, more = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { host, ...more } });

  it('is served to a loopback client asking for localhost, 127.0.0.1 or [::1]', async () => {
    for (const [peer, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['127.0.0.1', '127.0.0.1:3987'],
      ['::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', 'LOCALHOST'],
      ['127.0.0.1', '127.0.0.1'],
    ]) {
      for (const url of PAGES) {
        const response = await get(url, peer!, host!);
        expect(response.statusCode, `${peer} ${host} ${url}`).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('is a 404 to a client on another address, whatever Host it sends', async () => {
    for (const peer of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      for (const url of [...PAGES, '/dev/mail/00000000-0000-4000-8000-000000000000']) {
        const response = await get(url, peer, 'localhost:3000');
        expect(response.statusCode, `${peer} ${url}`).toBe(404);
        expect(response.body).not.toContain('Mail (development)');
      }
    }
  });

  it('is a 404 to a loopback client asking for another Host (a rebound DNS name, a proxy)', async () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '127.0.0.2',
      '0.0.0.0:3000',
    ]) {
      for (const url of PAGES) {
        expect((await get(url, '127.0.0.1', host)).statusCode, `${host} ${url}`).toBe(404);
      }
    }
  });

  it('is a 404 to a request a proxy forwarded, though it came from loopback', async () => {
    for (const header of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 proxy' },
    ]) {
      expect((await get('/dev/mail', '127.0.0.1', 'localhost', header)).statusCode).toBe(404);
    }
  });
});

describe('/dev/mail is not served at all', () => {
  it.each([
    ['when the server listens beyond loopback', { host: '0.0.0.0' }],
    ['when it listens on a named interface', { host: 'holidaze.internal' }],
    ['when mail is sent (SMTP_URL)', { smtpUrl: 'smtp://mail.example:587' }],
    ['behind a trusted proxy', { trustProxy: ['loopback'] }],
    ['in production', { nodeEnv: 'production' }],
  ])('%s, not even to a loopback client', async (_name, settings) => {
    const { smtpUrl, ...rest } = settings as { smtpUrl?: string };
    const base = loadConfig({});
    const t = await startTestApp('pglite', {
      ...rest,
      ...(smtpUrl ? { mail: { ...base.mail, smtpUrl } } : {}),
    });
    try {
      for (const url of PAGES) {
        const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('the mode /dev/mail is in, said at start', () => {
  const mode = (env: NodeJS.ProcessEnv) => devMailMode(loadConfig(env));

  it('is on by default, for this machine only', () => {
    expect(mode({})).toEqual({ served: true });
    expect(mode({ HOST: 'localhost' })).toEqual({ served: true });
    expect(mode({ HOST: '::1' })).toEqual({ served: true });
    expect(describeDevMail(loadConfig({}))).toBe(
      '/dev/mail: on, for this machine only (loopback clients asking for localhost, 127.0.0.1 or [::1]): it shows every mail, reset links included',
    );
  });

  it('names what turned it off', () => {
    const off = (env: NodeJS.ProcessEnv) => describeDevMail(loadConfig(env));
    expect(off({ NODE_ENV: 'production' })).toBe('/dev/mail: off (NODE_ENV=production)');
    expect(off({ HOST: '0.0.0.0' })).toBe(
      '/dev/mail: off (HOST 0.0.0.0 is not a loopback address)',
    );
    expect(off({ HOST: '::' })).toBe('/dev/mail: off (HOST :: is not a loopback address)');
    expect(off({ SMTP_URL: 'smtp://mail.example:587' })).toBe(
      '/dev/mail: off (SMTP_URL is set: mail is sent)',
    );
    expect(off({ TRUST_PROXY: 'loopback' })).toBe(
      '/dev/mail: off (TRUST_PROXY is set: clients reach the server through a proxy)',
    );
  });
});

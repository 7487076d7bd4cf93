import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { announceStartUp, startUpBanner } from './start-up-banner.js';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/srv/holidaze', ...env });
const banner = (env: Record<string, string> = {}, listening = 'http://127.0.0.1:3000') =>
  startUpBanner(config(env), listening);

describe('the start-up banner', () => {
  it('says what a default start is: embedded, outbox only, dev pages on, metrics off, no warning', () => {
    const { facts, warnings, lines } = banner();
    expect(facts).toEqual({
      listening: 'http://127.0.0.1:3000',
      mode: 'development',
      engine: 'PGlite (embedded)',
      database: '/srv/holidaze',
      publicUrl:
        "not set: media URLs follow each request's origin, mail links start with http://127.0.0.1:3000",
      mail: 'outbox only: nothing is sent (set SMTP_URL)',
      devPages:
        '/dev/mail: on, for this machine only (loopback clients asking for localhost, 127.0.0.1 or [::1]): it shows every mail, reset links included; request-expiry trigger off',
      metrics: 'off (set METRICS_PORT or METRICS_TOKEN)',
    });
    expect(warnings).toEqual([]);
    expect(lines[0]).toBe('Holidaze server');
    expect(lines).toContain('  data directory /srv/holidaze');
  });

  it('shows a production deployment’s database host and SMTP server, never their passwords', () => {
    const { facts, warnings, lines } = banner(
      {
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://holidaze:db-pass-123@db.internal:5432/holidaze?sslmode=require',
        SMTP_URL: 'smtp://mailer:smtp-pass-456@smtp.example.com:587',
        PUBLIC_URL: 'https://holidaze.example',
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'metrics-token-metrics-token-metrics',
      },
      'http://127.0.0.1:3000',
    );
    expect(facts).toMatchObject({
      // Fastify names one of the addresses: the operator asked for every interface.
      listening: '0.0.0.0:3000 (every interface; http://127.0.0.1:3000 among them)',
      mode: 'production',
      engine: 'PostgreSQL',
      database: 'db.internal:5432/holidaze',
      publicUrl: 'https://holidaze.example',
      mail: 'SMTP via smtp.example.com:587',
      devPages: '/dev/mail: off (NODE_ENV=production); request-expiry trigger off',
      metrics:
        'on 127.0.0.1:9464/metrics with the token; on the main port at /metrics with the token',
    });
    expect(warnings).toEqual([]);
    const printed = lines.join('\n');
    for (const secret of ['db-pass-123', 'smtp-pass-456', 'mailer', 'sslmode', 'metrics-token']) {
      expect(printed).not.toContain(secret);
    }
    expect(printed).toContain('  database host  db.internal:5432/holidaze');
  });

  it('warns when a development server listens beyond this machine, and turns /dev/mail off', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const { facts, warnings } = banner({ HOST: host }, `http://${host}:3000`);
      expect(warnings).toEqual([
        `listening on ${host}, beyond this machine, in development mode: set NODE_ENV=production for any server others can reach`,
      ]);
      expect(facts.devPages).toBe(
        `/dev/mail: off (HOST ${host} is not a loopback address); request-expiry trigger off`,
      );
    }
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(banner({ HOST: host }).warnings).toEqual([]);
    }
  });

  it('says why the dev pages are off, and when the request-expiry trigger is on', () => {
    expect(banner({ SMTP_URL: 'smtp://smtp.example.com' }).facts.devPages).toBe(
      '/dev/mail: off (SMTP_URL is set: mail is sent); request-expiry trigger off',
    );
    expect(banner({ TRUST_PROXY: 'loopback' }).facts.devPages).toBe(
      '/dev/mail: off (TRUST_PROXY is set: clients reach the server through a proxy); request-expiry trigger off',
    );
    expect(banner({ DEV_JOB_TRIGGER: 'true' }).facts.devPages).toBe(
      '/dev/mail: on, for this machine only (loopback clients asking for localhost, 127.0.0.1 or [::1]): it shows every mail, reset links included; request-expiry trigger on',
    );
  });

  it('warns when metrics listen beyond this machine without a token', () => {
    const { facts, warnings } = banner({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect(facts.metrics).toBe('on 0.0.0.0:9464/metrics');
    expect(warnings).toEqual([
      'metrics on 0.0.0.0:9464 without METRICS_TOKEN: anyone who reaches that address reads them',
    ]);
  });

  it('goes to the log as one structured line and one per warning, and as a block on a terminal only', () => {
    const logged: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => logged.push(['info', ...args]),
      warn: (...args: unknown[]) => logged.push(['warn', ...args]),
    } as unknown as Parameters<typeof announceStartUp>[0];
    const written: string[] = [];
    const out = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) });
    const started = banner({ HOST: '0.0.0.0' });

    announceStartUp(log, started, out(false));
    expect(logged).toEqual([
      ['info', { startUp: started.facts }, 'started'],
      ['warn', started.warnings[0]],
    ]);
    expect(written).toEqual([]);

    announceStartUp(log, started, out(true));
    expect(written).toEqual([`${started.lines.join('\n')}\n`]);
    expect(written[0]).toContain('WARNING: listening on 0.0.0.0');
  });
});

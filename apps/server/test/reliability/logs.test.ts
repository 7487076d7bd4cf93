import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/index.js';
import { registerUser, send } from './support/http-api.js';
import {
  RELIABILITY_API_KEY,
  RELIABILITY_JWT_SECRET,
  startServerProcess,
  type ServerProcess,
} from './support/server-process.js';

interface LogLine {
  msg?: string;
  reqId?: string;
  method?: string;
  route?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  startUp?: Record<string, string>;
}

const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** Resolves once the server's complete log lines satisfy `done`, checked on each output chunk. */
function printed(server: ServerProcess, done: (lines: LogLine[]) => boolean): Promise<void> {
  const complete = () => server.output().slice(0, server.output().lastIndexOf('\n') + 1);
  return new Promise((resolve) => {
    const check = () => {
      if (!done(logLines(complete()))) return;
      server.child.stdout?.off('data', check);
      server.child.stderr?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    server.child.stderr?.on('data', check);
    check();
  });
}

const FEED_TOKEN = 'Zq7feedtokenthatmustneverbelogged';
const RESET_TOKEN = 'Zq7resettokenthatmustneverbelogged';

/**
 * The server as an operator runs it (its own process, real sockets, output piped): one JSON
 * line per request with no secret in it, /metrics on a port of its own, and the start-up facts.
 */
describe('a running server, as its operator sees it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-logs-'));
  let server: ServerProcess;
  let metricsPort: number;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServerProcess({ dataDir, env: { METRICS_PORT: String(metricsPort) } });
  }, 60_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one line per request, with route, status, duration and request id, and never a secret', async () => {
    const user = await registerUser(server.base, 'log_watcher', true);
    const key = await send<{ data: { key: string } }>(server.base, 'POST', '/auth/create-api-key', {
      user,
      body: { name: 'mine' },
    });
    await send(server.base, 'POST', '/auth/login', {
      body: { email: 'log_watcher@stud.noroff.no', password: 'a-wrong-password' },
    });
    await fetch(`${server.base}/api/holidaze/calendar-feeds/${FEED_TOKEN}.ics`);
    await fetch(`${server.base}/api/holidaze/calendar-feeds/${FEED_TOKEN}.ics/`);
    await fetch(`${server.base}/reset-password?token=${RESET_TOKEN}`);
    const last = await fetch(`${server.base}/api/holidaze/bookings`, { headers: user.headers });
    const lastId = last.headers.get('x-request-id');
    const requests = 8;
    // The log is written asynchronously: wait until the last request's outcome is out (under
    // either name, so that two lines per request fail below rather than time out here).
    await printed(server, (lines) =>
      lines.some(
        (line) =>
          line.reqId === lastId && (line.msg === 'request' || line.msg === 'request completed'),
      ),
    );

    const token = user.headers.authorization!.replace('Bearer ', '');
    const output = server.output();
    for (const secret of [
      'reliability-pass',
      'a-wrong-password',
      token,
      key.body.data.key,
      RELIABILITY_API_KEY,
      RELIABILITY_JWT_SECRET,
      'scrypt',
      FEED_TOKEN,
      RESET_TOKEN,
    ]) {
      expect(output).not.toContain(secret);
    }
    const lines = logLines(output);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(requests);
    for (const line of requestLines) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.filter((other) => other.reqId === line.reqId)).toHaveLength(1);
      expect(line.route).toEqual(expect.any(String));
      expect(line.status).toEqual(expect.any(Number));
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(requestLines.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'POST', route: '/api/auth/register', status: 201 },
      { method: 'POST', route: '/api/auth/login', status: 200 },
      { method: 'POST', route: '/api/auth/create-api-key', status: 201 },
      { method: 'POST', route: '/api/auth/login', status: 401 },
      { method: 'GET', route: '/api/holidaze/calendar-feeds/:token', status: expect.any(Number) },
      { method: 'GET', route: 'unmatched', status: 404 },
      { method: 'GET', route: 'unmatched', status: 404 },
      { method: 'GET', route: '/api/holidaze/bookings', status: 200 },
    ]);
    expect(requestLines[4]!.url).toBe('/api/holidaze/calendar-feeds/[redacted]');
    expect(requestLines[6]!.url).toBe('/reset-password?token=[redacted]');
  }, 60_000);

  it('serves /metrics on its own port, not on the public one, with figures that move', async () => {
    const count = (text: string) =>
      Number(
        /^holidaze_http_request_duration_seconds_count\{route="\/api\/holidaze\/venues",method="GET",status="200"\} (\d+)$/m.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) await fetch(`${server.base}/api/holidaze/venues`);
    const after = await scrape();
    expect(count(after) - count(before)).toBe(3);
    expect(after).toMatch(/^holidaze_mail_outbox_depth \d+$/m);
    expect(after).toMatch(
      /^holidaze_job_lag_seconds\{job="mail delivery"\}|^holidaze_job_lag_seconds\{job="request expiry"\}/m,
    );
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);

    const publicPort = await fetch(`${server.base}/metrics`);
    expect(publicPort.status).toBe(404);
    expect(await publicPort.text()).not.toContain('holidaze_');
  });

  it('says at start what an operator must know, as one JSON line', () => {
    const started = logLines(server.output()).find((line) => line.msg === 'started');
    expect(started?.startUp).toMatchObject({
      listening: server.base,
      engine: 'PGlite (embedded)',
      database: dataDir,
      mail: 'outbox only: nothing is sent (set SMTP_URL)',
      mode: 'development',
      metrics: `on 127.0.0.1:${metricsPort}/metrics`,
    });
  });
});

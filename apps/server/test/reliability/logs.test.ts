import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser, send } from './support/http-api.js';
import {
  RELIABILITY_API_KEY,
  RELIABILITY_JWT_SECRET,
  startServerProcess,
  type ServerProcess,
} from './support/server-process.js';

interface LogLine {
  reqId?: string;
  req?: { url?: string };
  res?: unknown;
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

describe('structured logs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-logs-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carry a request id on every request line and never a secret', async () => {
    server = await startServerProcess({ dataDir });
    const user = await registerUser(server.base, 'log_watcher', true);
    const key = await send<{ data: { key: string } }>(server.base, 'POST', '/auth/create-api-key', {
      user,
      body: { name: 'mine' },
    });
    await send(server.base, 'POST', '/auth/login', {
      body: { email: 'log_watcher@stud.noroff.no', password: 'a-wrong-password' },
    });
    const venue = await send<{ data: { id: string } }>(server.base, 'POST', '/holidaze/venues', {
      user,
      body: { name: 'Logged cabin', description: 'Quiet', price: 100, maxGuests: 2 },
    });
    const feed = await send<{ data: { url: string } }>(
      server.base,
      'GET',
      `/holidaze/venues/${venue.body.data.id}/calendar-feed`,
      { user },
    );
    const feedPath = new URL(feed.body.data.url).pathname;
    const feedToken = /calendar-feeds\/([^/.]+)\.ics$/.exec(feedPath)![1]!;
    expect((await fetch(new URL(feedPath, server.base))).status).toBe(200);
    await send(server.base, 'GET', '/holidaze/bookings', { user });
    // The log is written asynchronously: wait until the last request's lines are out.
    await printed(server, (lines) => {
      const last = lines.find((line) => line.req?.url === '/api/holidaze/bookings');
      return lines.some((line) => line.res && line.reqId === last?.reqId);
    });

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
      feedToken,
    ]) {
      expect(output).not.toContain(secret);
    }
    // The calendar's request is logged, with its secret written as [redacted].
    expect(logLines(output).map((line) => line.req?.url)).toContain(
      '/api/holidaze/calendar-feeds/[redacted]',
    );
    const requestLines = logLines(output).filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);
});

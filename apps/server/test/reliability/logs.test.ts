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
    await send(server.base, 'GET', '/holidaze/bookings', { user });
    await new Promise((resolve) => setTimeout(resolve, 300));

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
    ]) {
      expect(output).not.toContain(secret);
    }
    const requestLines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown })
      .filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);
});

import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { startTestApp } from './support/test-app.js';

const HOUR = 3_600_000;

/**
 * Closing (a restart, a drain) ends a connection on which no request has begun, as it ends an
 * idle keep-alive one: clients open connections ahead of need (fetch's pool does), and one never
 * used would otherwise hold the close until the connection timeout. Here every timeout is an hour
 * long, so the close finishing at all is the proof.
 */
describeEachEngine('closing with connections open', (engine) => {
  it('ends a connection that never sent a request, and one that finished its request', async () => {
    const { app, close } = await startTestApp(engine, {
      requestTimeoutMs: HOUR,
      bodyTimeoutMs: HOUR,
      headersTimeoutMs: HOUR,
      keepAliveTimeoutMs: HOUR,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const open = async () => {
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      return socket;
    };
    const ended = (socket: Socket) => new Promise((resolve) => socket.once('close', resolve));
    const unused = await open();
    const used = await open();
    used.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => used.once('data', resolve));
    // The server has accepted the unused one before it closes.
    await expect.poll(() => countConnections(app.server)).toBe(2);

    await Promise.all([close(), ended(unused), ended(used)]);
    expect(unused.destroyed && used.destroyed).toBe(true);
  });
});

function countConnections(server: {
  getConnections(cb: (e: Error | null, n: number) => void): void;
}) {
  return new Promise<number>((resolve, reject) =>
    server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );
}

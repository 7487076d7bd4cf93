import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closing ends the connections on which no request has begun. Fastify ends idle keep-alive
 * connections on close (Node's `closeIdleConnections`), but Node counts as idle only a connection
 * that has served a request: one a client opened ahead of need (fetch's connection pool does, and
 * reconnects at once when the live streams end as the close begins) would hold a restart or a
 * drain until the connection timeout (REQUEST_TIMEOUT + BODY_TIMEOUT). Such a connection carries
 * nothing, so ending it loses nothing; one that arrives once closing has begun is ended as the
 * closed listener would refuse it.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    done();
  });
}

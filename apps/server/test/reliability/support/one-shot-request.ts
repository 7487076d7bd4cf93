import { request } from 'node:http';

export type OneShotResult =
  | { kind: 'answered'; status: number; body: string; at: number }
  | { kind: 'failed'; code: string; at: number };

/**
 * One request on its own connection (no keep-alive pool), so a failure says exactly what
 * happened to this request: refused before it was sent, or cut while in flight.
 */
export function oneShotRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<OneShotResult> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      url,
      {
        method: options.method,
        agent: false,
        headers: {
          ...options.headers,
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ kind: 'answered', status: res.statusCode ?? 0, body, at: Date.now() }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'failed', code: error.code ?? error.message, at: Date.now() }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'failed', code: error.code ?? error.message, at: Date.now() }),
    );
    req.end(payload);
  });
}

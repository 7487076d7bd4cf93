import { setupServer } from 'msw/node';
import { expect, vi } from 'vitest';
import { defaultHandlers } from './handlers';

/**
 * The web tests' one network fake (docs/decisions/009-msw-for-web-tests.md): the app's own
 * `fetch` calls reach these handlers, so every test goes through the real API client. The setup
 * file starts it with `onUnhandledFrame: 'error'` and fails any test that sent a request no
 * handler answered; a test adds or replaces answers with `server.use(...)`, reset after it.
 */
export const server = setupServer(...defaultHandlers);

export interface ApiCall {
  method: string;
  /** The path below /api, without the query: `/holidaze/bookings/b-1`. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; undefined when there is none. */
  body: unknown;
}

const stopRecording = new Set<() => void>();

/** A JSON body as its value; any other (a photo's multipart upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Records every request the app sends from now until the end of the test, in order. A body is
 * read from a copy of the request as it starts; it may arrive after a call the test awaited, so assert
 * on it with `vi.waitFor` (or `expectWrites`).
 */
export function recordApiCalls(): ApiCall[] {
  const calls: ApiCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      url,
      headers: request.headers,
      body: undefined,
    };
    calls.push(call);
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? parseBody(text) : undefined;
      });
  };
  server.events.on('request:start', listener);
  stopRecording.add(() => server.events.removeListener('request:start', listener));
  return calls;
}

/** The calls that change something (reads, like the session's own profile, are not). */
export const writes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

/** Waits until the writes recorded are exactly `expected`, bodies included (they come a little later). */
export const expectWrites = (calls: ApiCall[], expected: ReturnType<typeof writes>) =>
  vi.waitFor(() => expect(writes(calls)).toEqual(expected));

const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/** Called after each test: forgets its answers and recorders, and fails it on unhandled requests. */
export function afterEachTest() {
  server.resetHandlers();
  for (const stop of stopRecording) stop();
  stopRecording.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(
      `Requests no handler answered (add one with server.use):\n${missed.join('\n')}`,
    );
  }
}

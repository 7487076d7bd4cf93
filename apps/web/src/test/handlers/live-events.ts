import { http, HttpResponse } from 'msw';
import { liveEventSchemas, type LiveEvent } from '@holidaze/domain';
import { api } from '../api';

/** One connection to the live stream, as the fake server holds it. */
export interface LiveConnection {
  /** The `Last-Event-ID` the client resumed from (null on a first connection). */
  lastEventId: string | null;
  authorization: string | null;
  /** Sends one event, its data checked against the contract's schema first. */
  send(id: number, event: LiveEvent): void;
  /** Sends raw text (a comment, half an event). */
  write(text: string): void;
  /** Ends the stream as a draining server does. */
  end(): void;
  /** Breaks it as a dropped network does. */
  drop(): void;
  closed: boolean;
}

/**
 * GET /holidaze/events: every connection the app opens is kept in `connections`, and the test
 * speaks on it. `status` other than 200 refuses them (in the API's error envelope).
 */
export function liveStream(status = 200) {
  const connections: LiveConnection[] = [];
  const encoder = new TextEncoder();
  const handler = http.get(api('/holidaze/events'), ({ request }) => {
    if (status !== 200) {
      return HttpResponse.json({ errors: [{ message: 'Refused' }] }, { status });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    // A first comment, as the server's heartbeat: fetch answers once the first bytes arrive here.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(': connected\n\n'));
      },
    });
    const connection: LiveConnection = {
      lastEventId: request.headers.get('Last-Event-ID'),
      authorization: request.headers.get('Authorization'),
      closed: false,
      send(id, event) {
        const data = liveEventSchemas[event.type].parse(event.data);
        connection.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      write(text) {
        if (!connection.closed) controller.enqueue(encoder.encode(text));
      },
      end() {
        if (connection.closed) return;
        connection.closed = true;
        controller.close();
      },
      drop() {
        if (connection.closed) return;
        connection.closed = true;
        controller.error(new TypeError('network error'));
      },
    };
    request.signal.addEventListener('abort', () => connection.end());
    connections.push(connection);
    return new HttpResponse(stream, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
    });
  });
  return { handler, connections };
}

/** The answer every test starts with: a stream that stays open and says nothing. */
export const quietLiveStream = () => liveStream().handler;

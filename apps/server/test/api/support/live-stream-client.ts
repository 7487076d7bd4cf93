import type { TestUser } from './test-app.js';

/** One block of a Server-Sent Events stream, as a client reads it. */
export interface ReadEvent {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/**
 * GET /api/holidaze/events over a real socket, read as the web app reads it (fetch streaming
 * with the Authorization header). `next` waits for the next block that matches; the test's own
 * timeout bounds the wait.
 */
export async function openLiveStream(
  origin: string,
  user: TestUser,
  lastEventId?: string,
): Promise<{
  status: number;
  next(matches?: (event: ReadEvent) => boolean): Promise<ReadEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/holidaze/events`, {
    headers: { ...user.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const blocks: ReadEvent[] = [];
  let wake = () => {};
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          blocks.push(parseBlock(text.slice(0, end)));
          text = text.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake();
  })();
  return {
    status: response.status,
    async next(matches = () => true) {
      for (;;) {
        const index = blocks.findIndex(matches);
        if (index >= 0) return blocks.splice(index, 1)[0]!;
        if (done) throw new Error('the stream ended');
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    ended,
    close: () => abort.abort(),
  };
}

function parseBlock(block: string): ReadEvent {
  const event: ReadEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) event.id = line.slice(4);
    else if (line.startsWith('event: ')) event.event = line.slice(7);
    else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6)) as unknown;
  }
  return event;
}

export const isEvent = (type: string) => (event: ReadEvent) => event.event === type;

import { PassThrough } from 'node:stream';
import type { LiveSink } from './live-hub.js';
import type { StoredLiveEvent } from './live-event-repository.js';

/** Bytes a client may leave unread before its stream is ended (it resumes with Last-Event-ID). */
const UNREAD_LIMIT = 1_000_000;

/** One Server-Sent Events block: `id:`, `event:` and its JSON `data:`. */
export function eventBlock(event: { id: string; type: string; data: unknown }): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * A person's stream as text/event-stream. It holds what the hub hands it while the replay of
 * what the client missed is read, then sends those it did not replay, in the order received.
 */
export function createLiveStream(profileId: string, onEnd: () => void) {
  const body = new PassThrough();
  let held: StoredLiveEvent[] | undefined = [];
  const replayed = new Set<string>();
  let ended = false;

  const write = (text: string) => {
    if (ended) return;
    body.write(text);
    // A client that does not read is not worth a growing buffer: it resumes from its last id.
    if (body.writableLength > UNREAD_LIMIT) sink.end();
  };

  const sink: LiveSink & {
    body: PassThrough;
    write(text: string): void;
    replay(event: StoredLiveEvent): void;
    release(): void;
  } = {
    profileId,
    body,
    write,
    deliver(event) {
      if (held) held.push(event);
      else write(eventBlock(event));
    },
    heartbeat: () => write(': heartbeat\n\n'),
    replay(event) {
      replayed.add(event.id);
      write(eventBlock(event));
    },
    /** The replay is done: what arrived meanwhile goes out, and everything after it directly. */
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const event of waiting) if (!replayed.has(event.id)) write(eventBlock(event));
      replayed.clear();
    },
    end() {
      if (ended) return;
      ended = true;
      body.end();
      onEnd();
    },
  };
  body.on('close', () => sink.end());
  return sink;
}

export type LiveStream = ReturnType<typeof createLiveStream>;

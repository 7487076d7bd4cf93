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
 * Nothing at or below the number it started from goes out: the client has it already (from an
 * earlier stream, or from the reads it made when it opened this one), and a person's events are
 * numbered in commit order (live-event-repository.ts), so everything newer is above it.
 */
export function createLiveStream(profileId: string, onEnd: () => void) {
  const body = new PassThrough();
  let held: StoredLiveEvent[] | undefined = [];
  const replayed = new Set<string>();
  let floor = 0n;
  const isNew = (event: StoredLiveEvent) => BigInt(event.id) > floor && !replayed.has(event.id);
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
    release(upTo: string): void;
  } = {
    profileId,
    body,
    write,
    deliver(event) {
      if (held) held.push(event);
      else if (isNew(event)) write(eventBlock(event));
    },
    heartbeat: () => write(': heartbeat\n\n'),
    replay(event) {
      replayed.add(event.id);
      write(eventBlock(event));
    },
    /**
     * The replay is done (it went up to `upTo`): what arrived meanwhile goes out, and from now
     * on everything directly.
     */
    release(upTo: string) {
      floor = BigInt(upTo);
      const waiting = held ?? [];
      held = undefined;
      for (const event of waiting) if (isNew(event)) write(eventBlock(event));
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

import type { Kysely } from 'kysely';
import type { WatchChanges, ChangeWatch } from '../../db/database-changes.js';
import { LIVE_EVENTS_CHANNEL } from '../../db/live-events-channel.js';
import type { Database } from '../../db/schema.js';
import { createLiveEventRepository, type StoredLiveEvent } from './live-event-repository.js';

/** One open stream of one person, as the hub sees it (live-routes.ts makes them). */
export interface LiveSink {
  profileId: string;
  deliver(event: StoredLiveEvent): void;
  /** A comment line that keeps proxies from closing an idle stream. */
  heartbeat(): void;
  end(): void;
}

export interface LiveHubOptions {
  db: Kysely<Database>;
  /** The database's notifications; without them the hub reads every `pollMs`. */
  watchChanges?: WatchChanges | undefined;
  heartbeatMs: number;
  pollMs?: number;
  log?: (message: string) => void;
}

const PAGE = 1_000;
/** How long a number skipped in the order of commits is still looked for (a slow transaction). */
const MISSING_FOR_MS = 60_000;
const MISSING_AT_MOST = 10_000;

/**
 * This instance's live streams and what reaches them (docs/decisions/027-live-events-across-instances.md).
 * Every event is a row of `live_events`; the statement that adds rows notifies the channel on
 * every instance (in-process on PGlite), and each hub then reads the rows above the last number
 * it read and hands each to its person's streams here. A number skipped on the way (a
 * transaction that took it has not committed yet) is looked for again for a minute. Reading
 * from the table rather than from the notification's payload means a notification lost with a
 * dropped connection loses nothing: the next read finds the rows.
 */
export function createLiveHub(options: LiveHubOptions) {
  const events = createLiveEventRepository(options.db);
  const log = options.log ?? (() => {});
  const sinks = new Map<string, Set<LiveSink>>();
  let open = 0;
  let cursor: bigint | undefined;
  const missing = new Map<string, number>();
  let reading: Promise<void> | undefined;
  let again = false;
  let watch: ChangeWatch | undefined;
  let poll: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function dispatch(event: StoredLiveEvent) {
    for (const sink of sinks.get(event.profileId) ?? []) sink.deliver(event);
  }

  async function readOnce() {
    if (cursor === undefined) {
      cursor = BigInt(await events.latestId());
      return;
    }
    const now = Date.now();
    for (const [id, since] of missing) if (now - since > MISSING_FOR_MS) missing.delete(id);
    for (;;) {
      const rows = await events.after(String(cursor), [...missing.keys()], PAGE);
      for (const row of rows) {
        const id = BigInt(row.id);
        missing.delete(row.id);
        if (id > cursor) {
          for (
            let skipped = cursor + 1n;
            skipped < id && missing.size < MISSING_AT_MOST;
            skipped++
          ) {
            missing.set(String(skipped), now);
          }
          cursor = id;
        }
        dispatch(row);
      }
      if (rows.length < PAGE) return;
    }
  }

  /** Reads what is new now, or once more after the read under way. */
  function wake(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await readOnce();
      } while (again && !closed);
    })()
      .catch((error: unknown) => log(`live events: ${(error as Error).message}`))
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    async start(): Promise<void> {
      await wake();
      try {
        if (!options.watchChanges) throw new Error('no database notifications');
        watch = await options.watchChanges(LIVE_EVENTS_CHANNEL, (event) => {
          // `listening` again after a lost connection: read what was missed meanwhile.
          if (event !== 'lost') void wake();
        });
      } catch {
        poll = setInterval(() => void wake(), options.pollMs ?? 1_000);
        poll.unref();
      }
      heartbeat = setInterval(() => {
        for (const set of sinks.values()) for (const sink of set) sink.heartbeat();
      }, options.heartbeatMs);
      heartbeat.unref();
    },

    /** Reads now whatever has been added (tests, and a stream resuming). */
    catchUp: () => wake().then(() => (reading ? reading : undefined)),

    add(sink: LiveSink) {
      const set = sinks.get(sink.profileId) ?? new Set();
      if (set.has(sink)) return;
      set.add(sink);
      sinks.set(sink.profileId, set);
      open += 1;
    },

    remove(sink: LiveSink) {
      const set = sinks.get(sink.profileId);
      if (!set?.delete(sink)) return;
      open -= 1;
      if (set.size === 0) sinks.delete(sink.profileId);
    },

    streamsOf: (profileId: string) => sinks.get(profileId)?.size ?? 0,
    get open() {
      return open;
    },

    /** Ends every stream (their clients resume elsewhere) and stops listening. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      for (const set of [...sinks.values()]) for (const sink of [...set]) sink.end();
      sinks.clear();
      open = 0;
      await watch?.stop();
      await reading;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

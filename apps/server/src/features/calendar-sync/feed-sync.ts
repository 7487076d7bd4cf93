/**
 * One import of one feed, written against a small store interface so the calendar tables
 * (migration 007) can be wired in when they land. The feed's whole set of imported blocks is
 * replaced in one transaction: events that vanished are removed and Airbnb's rolling
 * "Not available" blocks, which change dates daily under the same or new UIDs, never pile up.
 * An unchanged feed writes nothing. A failed fetch or a malformed feed keeps the previous
 * blocks and records the error; a success records its time.
 */
import { fetchFeed, type FeedFetchOptions } from './feed-fetcher.js';
import { parseFeed, type ImportedEvent } from './ical-import.js';

export interface FeedSyncStore {
  /** The feed's current imported blocks. */
  currentEvents(feedId: string): Promise<ImportedEvent[]>;
  /**
   * Replaces the feed's imported blocks with `events` in one transaction; the store marks an
   * event that overlaps a booking as a conflict instead of refusing it.
   */
  replaceEvents(feedId: string, events: readonly ImportedEvent[], at?: Date): Promise<void>;
  recordSuccess(feedId: string, at: Date): Promise<void>;
  recordError(feedId: string, at: Date, message: string): Promise<void>;
}

export interface FeedSyncResult {
  changed: boolean;
  events: number;
  error?: string;
}

function key(event: ImportedEvent): string {
  return `${event.uid}\u0000${event.dateFrom}\u0000${event.dateTo}\u0000${event.summary}`;
}

/** Last event wins when a feed repeats a UID, so the UID stays unique per feed. */
function byUid(events: readonly ImportedEvent[]): ImportedEvent[] {
  return [...new Map(events.map((event) => [event.uid, event])).values()];
}

export async function syncFeed(input: {
  feedId: string;
  url: string;
  store: FeedSyncStore;
  now: () => Date;
  fetchOptions: FeedFetchOptions;
  fetch?: typeof fetchFeed;
}): Promise<FeedSyncResult> {
  const { feedId, store } = input;
  let events: ImportedEvent[];
  try {
    events = byUid(parseFeed(await (input.fetch ?? fetchFeed)(input.url, input.fetchOptions)));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'the feed could not be read';
    await store.recordError(feedId, input.now(), message);
    return { changed: false, events: 0, error: message };
  }
  const before = new Set((await store.currentEvents(feedId)).map(key));
  const changed = before.size !== events.length || events.some((event) => !before.has(key(event)));
  if (changed) await store.replaceEvents(feedId, events, input.now());
  await store.recordSuccess(feedId, input.now());
  return { changed, events: events.length };
}

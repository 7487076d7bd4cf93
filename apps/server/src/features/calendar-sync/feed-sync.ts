/**
 * One import of one feed, written against a small store interface. The feed's whole set of
 * imported blocks is replaced in one transaction: events that vanished are removed and Airbnb's
 * rolling "Not available" blocks, which change dates daily under the same or new UIDs, never
 * pile up. An unchanged feed writes nothing. Whatever goes wrong (the fetch, the feed itself,
 * storing it) keeps the previous blocks and is recorded on this feed alone, as a category and a
 * message of our own words: never the feed's text, nor a resolver's or socket's message, which
 * can name internal hosts.
 */
import { FEED_ERROR_MESSAGES, todayUtc, type FeedErrorCategory } from '@holidaze/domain';
import { FeedFetchError, fetchFeed, type FeedFetchOptions } from './feed-fetcher.js';
import {
  MalformedFeedError,
  OversizedFeedError,
  parseFeed,
  type ImportedEvent,
} from './ical-import.js';

export interface FeedError {
  category: FeedErrorCategory;
  message: string;
}

export interface FeedSyncStore {
  /** The feed's current imported blocks. */
  currentEvents(feedId: string): Promise<ImportedEvent[]>;
  /**
   * Replaces the feed's imported blocks with `events` in one transaction; the store marks an
   * event that overlaps a booking as a conflict instead of refusing it.
   */
  replaceEvents(feedId: string, events: readonly ImportedEvent[], at?: Date): Promise<void>;
  recordSuccess(feedId: string, at: Date): Promise<void>;
  recordError(feedId: string, at: Date, error: FeedError): Promise<void>;
}

export interface FeedSyncResult {
  changed: boolean;
  events: number;
  error?: FeedError;
}

/** What the host is told, by kind of failure. */
export function describeFailure(error: unknown): FeedError {
  if (error instanceof MalformedFeedError) return { category: 'malformed', message: error.message };
  if (error instanceof OversizedFeedError) return { category: 'too-large', message: error.message };
  if (error instanceof FeedFetchError) {
    switch (error.reason) {
      case 'scheme':
      case 'address':
      case 'redirects':
        return { category: 'refused', message: error.message };
      case 'size':
        return { category: 'too-large', message: error.message };
      case 'timeout':
        return { category: 'timeout', message: FEED_ERROR_MESSAGES.timeout };
      case 'status':
        return { category: 'status', message: error.message };
      case 'network':
        return { category: 'unreachable', message: FEED_ERROR_MESSAGES.unreachable };
    }
  }
  return { category: 'internal', message: FEED_ERROR_MESSAGES.internal };
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
  /** Reports a failure's cause for the server's log (never shown to the host). */
  log?: (message: string) => void;
}): Promise<FeedSyncResult> {
  const { feedId, store } = input;
  try {
    const text = await (input.fetch ?? fetchFeed)(input.url, input.fetchOptions);
    const events = byUid(await parseFeed(text, { today: todayUtc(input.now()) }));
    const before = new Set((await store.currentEvents(feedId)).map(key));
    const changed =
      before.size !== events.length || events.some((event) => !before.has(key(event)));
    if (changed) await store.replaceEvents(feedId, events, input.now());
    await store.recordSuccess(feedId, input.now());
    return { changed, events: events.length };
  } catch (cause) {
    const error = describeFailure(cause);
    if (error.category === 'internal' || error.category === 'unreachable') {
      input.log?.(
        `calendar feed ${feedId}: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    await store.recordError(feedId, input.now(), error);
    return { changed: false, events: 0, error };
  }
}

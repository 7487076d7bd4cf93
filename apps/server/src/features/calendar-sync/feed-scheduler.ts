import { sql, type Kysely } from 'kysely';
import type { Job } from '../../jobs/job-runner.js';
import { claimDue } from '../../jobs/claim-due.js';
import type { Database } from '../../db/schema.js';
import type { fetchFeed } from './feed-fetcher.js';
import { type FeedFetchOptions } from './feed-fetcher.js';
import type { NoticeSettings } from '../notifications/index.js';
import { createFeedRepository } from './feed-repository.js';
import { syncFeed } from './feed-sync.js';

export interface FeedSchedulerOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** How long after a read a feed is due again (ICAL_SYNC_INTERVAL). */
  intervalMs: number;
  fetchOptions: FeedFetchOptions;
  /** How often an instance looks for due feeds (the job runner polls at this pace). */
  pollMs?: number;
  fetch?: typeof fetchFeed;
  /** Hosts are told of imported events that collide with bookings (none in some tests). */
  notices?: NoticeSettings;
  log?: (message: string) => void;
  /** Feeds read side by side (FEED_READS_AT_ONCE), and of one host (FEED_READS_PER_HOST). */
  readsAtOnce?: number;
  readsPerHost?: number;
  /** Told each read's outcome (GET /metrics counts them: metrics/server-metrics.ts). */
  onSynced?: (ok: boolean) => void;
}

/** Feeds one instance reads at once, and at most how many of them belong to one host. */
export const FEED_READS_AT_ONCE = 4;
export const FEED_READS_PER_HOST = 2;

/**
 * The job that reads due calendar feeds outside any request, on every instance, each feed once per
 * interval (decision 008). A feed is claimed by moving its `next_sync_at` on by the interval in
 * the same statement that picks it, with FOR UPDATE SKIP LOCKED: another instance skips the
 * row while the claim is open and finds it no longer due once it commits. A crash during the
 * read leaves the feed for the next interval, when its blocks are replaced as a whole anyway.
 *
 * An instance reads up to `readsAtOnce` feeds side by side, and at most `readsPerHost` of one
 * host's, so a host with many slow or failing feeds delays nobody else's. Each feed's failure
 * is recorded on that feed (feed-sync.ts) and the round goes on.
 */
export function createFeedScheduler(options: FeedSchedulerOptions): Job {
  const store = createFeedRepository(options.db, options.notices);
  const readsAtOnce = options.readsAtOnce ?? FEED_READS_AT_ONCE;
  const readsPerHost = options.readsPerHost ?? FEED_READS_PER_HOST;

  async function claimFeed(busyHosts: string[]) {
    const at = options.now();
    const next = new Date(at.getTime() + options.intervalMs);
    // The owner is read by subquery, not joined: the claim locks the feed's row only.
    const ownerId = sql`(SELECT owner_id FROM venues WHERE venues.id = ical_feeds.venue_id)`;
    return claimDue<{ id: string; url: string; owner_id: string }>(options.db, {
      table: 'ical_feeds',
      set: sql`next_sync_at = ${next}, last_attempt_at = ${at}`,
      due: sql`next_sync_at <= ${at} AND ${ownerId} <> ALL(${busyHosts}::uuid[])`,
      orderBy: sql`next_sync_at`,
      returning: sql`id, url, ${ownerId} AS owner_id`,
    });
  }

  /** Reads every feed due now; resolves with how many were read. */
  async function runDue(): Promise<number> {
    let count = 0;
    const reading = new Map<string, number>();
    // Claims are taken one at a time, so each sees which hosts are already at their share.
    let claims: Promise<unknown> = Promise.resolve();
    const claimNext = () => {
      const claim = claims.then(async () => {
        const busy = [...reading].filter(([, n]) => n >= readsPerHost).map(([host]) => host);
        const feed = await claimFeed(busy);
        if (feed) reading.set(feed.owner_id, (reading.get(feed.owner_id) ?? 0) + 1);
        return feed;
      });
      claims = claim.catch(() => undefined);
      return claim;
    };

    async function reader() {
      for (let feed = await claimNext(); feed; feed = await claimNext()) {
        count += 1;
        try {
          const result = await syncFeed({
            feedId: feed.id,
            url: feed.url,
            store,
            now: options.now,
            fetchOptions: options.fetchOptions,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(options.log ? { log: options.log } : {}),
          });
          options.onSynced?.(result.error === undefined);
          if (result.error) {
            options.log?.(
              `calendar feed ${feed.id}: ${result.error.category}: ${result.error.message}`,
            );
          }
        } catch (error) {
          // Not even the failure could be recorded (the database is away): the next round retries.
          options.log?.(
            `calendar feed ${feed.id}: ${error instanceof Error ? error.message : String(error)}`,
          );
        } finally {
          reading.set(feed.owner_id, (reading.get(feed.owner_id) ?? 1) - 1);
        }
      }
    }

    await Promise.all(Array.from({ length: readsAtOnce }, reader));
    return count;
  }

  return { name: 'calendar feeds', runDue, pollMs: options.pollMs ?? 30_000 };
}

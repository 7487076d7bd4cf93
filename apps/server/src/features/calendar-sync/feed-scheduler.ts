import { sql, type Kysely } from 'kysely';
import type { Job } from '../../jobs/job-runner.js';
import type { Database } from '../../db/schema.js';
import type { fetchFeed } from './feed-fetcher.js';
import { type FeedFetchOptions } from './feed-fetcher.js';
import type { NoticeSettings } from '../notifications/notification-repository.js';
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
  /** Told each read's outcome (GET /metrics counts them: metrics/server-metrics.ts). */
  onSynced?: (ok: boolean) => void;
}

/**
 * The job that reads due calendar feeds outside any request, on every instance, each feed once per
 * interval (decision 008). A feed is claimed by moving its `next_sync_at` on by the interval in
 * the same statement that picks it, with FOR UPDATE SKIP LOCKED: another instance skips the
 * row while the claim is open and finds it no longer due once it commits. A crash during the
 * read leaves the feed for the next interval, when its blocks are replaced as a whole anyway.
 */
export function createFeedScheduler(options: FeedSchedulerOptions): Job {
  const store = createFeedRepository(options.db, options.notices);

  async function claimDue() {
    const at = options.now();
    const next = new Date(at.getTime() + options.intervalMs);
    const { rows } = await sql<{ id: string; url: string }>`
      UPDATE ical_feeds SET next_sync_at = ${next}, last_attempt_at = ${at}
      WHERE id = (
        SELECT id FROM ical_feeds WHERE next_sync_at <= ${at}
        ORDER BY next_sync_at FOR UPDATE SKIP LOCKED LIMIT 1
      )
      RETURNING id, url`.execute(options.db);
    return rows[0];
  }

  /** Reads every feed due now, one after another; resolves with how many were read. */
  async function runDue(): Promise<number> {
    let count = 0;
    for (let feed = await claimDue(); feed; feed = await claimDue()) {
      count += 1;
      const result = await syncFeed({
        feedId: feed.id,
        url: feed.url,
        store,
        now: options.now,
        fetchOptions: options.fetchOptions,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      options.onSynced?.(result.error === undefined);
      if (result.error) options.log?.(`calendar feed ${feed.id}: ${result.error}`);
    }
    return count;
  }

  return { name: 'calendar feeds', runDue, pollMs: options.pollMs ?? 30_000 };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Job } from '../../jobs/job-runner.js';
import { createLiveEventRepository } from './live-event-repository.js';

/**
 * Deletes live events older than the replay window (LIVE_REPLAY_WINDOW): a stream resuming from
 * before it is told to refetch (live-routes.ts). Deleting a batch twice over is harmless, so
 * instances need no claim to share it.
 */
export function createLiveEventPruning(deps: {
  db: Kysely<Database>;
  now: () => Date;
  replayWindowMs: number;
  pollMs: number;
}): Job {
  const events = createLiveEventRepository(deps.db);
  const BATCH = 5_000;
  return {
    name: 'live-event-pruning',
    pollMs: deps.pollMs,
    async runDue() {
      const before = new Date(deps.now().getTime() - deps.replayWindowMs);
      let total = 0;
      for (;;) {
        const deleted = await events.prune(before, BATCH);
        total += deleted;
        if (deleted < BATCH) return total;
      }
    },
  };
}

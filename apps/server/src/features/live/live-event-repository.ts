import { sql, type Kysely } from 'kysely';
import type { LiveEvent } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';

/** A stored live event as a stream sends it: `id` is its number (a bigint, as text). */
export interface StoredLiveEvent {
  id: string;
  profileId: string;
  type: string;
  data: unknown;
}

export interface LiveEventFor {
  profileId: string;
  event: LiveEvent;
}

/** An arbitrary constant naming the per-person lock of live events among advisory locks. */
const LIVE_EVENTS_LOCK = 724_019_019;

interface Row {
  id: string | number | bigint;
  profile_id: string;
  type: string;
  data: unknown;
}

const toStored = (row: Row): StoredLiveEvent => ({
  id: String(row.id),
  profileId: row.profile_id,
  type: row.type,
  data: typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data,
});

/**
 * Adds events in the caller's transaction (a rolled-back change sends none). A person's events
 * are numbered in the order their transactions commit: each holds that person's advisory lock
 * from the number's assignment to its commit, so a stream resuming after event n finds every
 * later one above n (docs/decisions/027-live-events-across-instances.md). The people are locked
 * in one order; call this once, as the transaction's last write.
 */
export async function publishLiveEvents(
  db: Kysely<Database>,
  events: readonly LiveEventFor[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  if (!db.isTransaction) {
    await db.transaction().execute((tx) => publishLiveEvents(tx, events, at));
    return;
  }
  const people = [...new Set(events.map((e) => e.profileId))].sort();
  for (const person of people) {
    await sql`SELECT pg_advisory_xact_lock(${LIVE_EVENTS_LOCK}, hashtext(${person}))`.execute(db);
  }
  await db
    .insertInto('live_events')
    .values(
      events.map(({ profileId, event }) => ({
        profile_id: profileId,
        type: event.type,
        data: JSON.stringify(event.data),
        created_at: at,
      })),
    )
    .execute();
}

/** Reading and trimming the stored events. */
export function createLiveEventRepository(db: Kysely<Database>) {
  return {
    /** The person's events after `afterId`, oldest first, at most `limit`. */
    async since(profileId: string, afterId: string, limit: number): Promise<StoredLiveEvent[]> {
      const rows = await db
        .selectFrom('live_events')
        .select(['id', 'profile_id', 'type', 'data'])
        .where('profile_id', '=', profileId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },

    /**
     * Where a new stream of the person starts: their latest event, or just below the oldest
     * kept event when they have none kept; and that oldest kept number, below which a resume
     * may have lost events.
     */
    async positionOf(profileId: string): Promise<{ position: string; oldestKept: string }> {
      const { rows } = await sql<{ latest: string | null; oldest: string | null; last: string }>`
        SELECT
          (SELECT max(id) FROM live_events WHERE profile_id = ${profileId})::text AS latest,
          (SELECT min(id) FROM live_events)::text AS oldest,
          (SELECT coalesce(max(id), 0) FROM live_events)::text AS last`.execute(db);
      const row = rows[0]!;
      const oldestKept = row.oldest ?? String(BigInt(row.last) + 1n);
      const position = row.latest ?? String(BigInt(oldestKept) - 1n);
      return { position, oldestKept };
    },

    /** The highest number given so far (0 for none). */
    async latestId(): Promise<string> {
      const { rows } = await sql<{ last: string }>`
        SELECT coalesce(max(id), 0)::text AS last FROM live_events`.execute(db);
      return rows[0]!.last;
    },

    /** Events above `cursor` and those of `missing`, in number order, at most `limit`. */
    async after(cursor: string, missing: readonly string[], limit: number) {
      const rows = await db
        .selectFrom('live_events')
        .select(['id', 'profile_id', 'type', 'data'])
        .where((eb) =>
          missing.length === 0
            ? eb('id', '>', cursor)
            : eb.or([eb('id', '>', cursor), eb('id', 'in', [...missing])]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },

    /** Deletes events older than `before`; how many. */
    async prune(before: Date, batch = 5_000): Promise<number> {
      const result = await sql`
        DELETE FROM live_events WHERE id IN (
          SELECT id FROM live_events WHERE created_at < ${before} ORDER BY id LIMIT ${batch})`.execute(
        db,
      );
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';

export interface VenueUrlRow {
  id: string;
  updated_at: Date;
}

/** What the sitemap reads of `venues`: how many there are, and their ids in primary-key order. */
export function createSitemapRepository(db: Kysely<Database>) {
  return {
    venueCount(): Promise<number> {
      return countRows(db.selectFrom('venues'));
    },

    /**
     * `limit` venues in id order: those after `afterId` (keyset, on the primary key's index), or
     * for the first batch of a sitemap file, from position `offset` (one skip along the index).
     */
    venueBatch(
      from: { afterId: string; offset?: never } | { afterId?: never; offset: number },
      limit: number,
    ): Promise<VenueUrlRow[]> {
      const { afterId, offset = 0 } = from;
      return db
        .selectFrom('venues')
        .select(['id', 'updated_at'])
        .$if(afterId !== undefined, (q) => q.where('id', '>', afterId!))
        .orderBy('id')
        .limit(limit)
        .$if(offset > 0, (q) => q.offset(offset))
        .execute();
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

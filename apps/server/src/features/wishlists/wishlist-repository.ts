import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SHARE_TOKEN_BYTES, type Wishlist } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';
import { transactionalRepository } from '../../db/transactional-repository.js';

/** A share link's secret: 256 random bits (docs/decisions/030-wishlist-share-links.md). */
export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

export interface WishlistRow {
  id: string;
  owner_id: string;
  name: string;
  is_default: boolean;
  share_token: string | null;
  created_at: Date;
  updated_at: Date;
}

const LIST_COLUMNS = [
  'wishlists.id',
  'wishlists.owner_id',
  'wishlists.name',
  'wishlists.is_default',
  'wishlists.share_token',
  'wishlists.created_at',
  'wishlists.updated_at',
] as const;

/**
 * Every read and write of `wishlists` and `wishlist_venues`. A person's lists are found by owner
 * and id together, so another person's list is never read as theirs.
 */
function wishlistQueries(db: Kysely<Database>) {
  /** The lists as a list's row: the columns every read of one answers with. */
  const listRows = () => db.selectFrom('wishlists').select(LIST_COLUMNS);

  /** The lists with their counts and covers (the first image of the latest venue saved). */
  async function summaries(lists: WishlistRow[]): Promise<Wishlist[]> {
    if (lists.length === 0) return [];
    const ids = lists.map((list) => list.id);
    const { rows } = await sql<{ id: string; venue_count: number; media: unknown }>`
      SELECT w.id, (SELECT count(*)::int FROM wishlist_venues c WHERE c.wishlist_id = w.id)
          AS venue_count,
        (SELECT v.media FROM wishlist_venues s JOIN venues v ON v.id = s.venue_id
          WHERE s.wishlist_id = w.id ORDER BY s.saved_at DESC, s.venue_id LIMIT 1) AS media
      FROM unnest(${ids}::uuid[]) AS w(id)`.execute(db);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return lists.map((list) => {
      const found = byId.get(list.id);
      const media = (found?.media ?? []) as { url?: string; alt?: string }[];
      const first = media[0];
      return {
        id: list.id,
        name: list.name,
        isDefault: list.is_default,
        venueCount: found?.venue_count ?? 0,
        shareToken: list.share_token,
        cover: first?.url ? { url: first.url, alt: first.alt ?? '' } : null,
        created: list.created_at.toISOString(),
        updated: list.updated_at.toISOString(),
      };
    });
  }

  return {
    summaries,

    /** The person's lists, the default first, then oldest first. */
    listsOf(ownerId: string): Promise<WishlistRow[]> {
      return listRows()
        .where('owner_id', '=', ownerId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** One of the person's lists; with `lock`, FOR UPDATE (its venues' cap is counted under it). */
    findOwn(ownerId: string, id: string, options = { lock: false }) {
      return listRows()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .$if(options.lock, (q) => q.forUpdate())
        .executeTakeFirst();
    },

    findByShareToken(token: string) {
      return listRows().where('share_token', '=', token).executeTakeFirst();
    },

    /** Locks the person's profile: their lists are counted and made one request at a time. */
    async lockOwner(ownerId: string): Promise<void> {
      await db.selectFrom('profiles').select('id').where('id', '=', ownerId).forUpdate().execute();
    },

    async countLists(ownerId: string): Promise<number> {
      return countRows(db.selectFrom('wishlists').where('owner_id', '=', ownerId));
    },

    async countVenues(listId: string): Promise<number> {
      return countRows(db.selectFrom('wishlist_venues').where('wishlist_id', '=', listId));
    },

    createList(ownerId: string, name: string, at: Date, isDefault = false) {
      return db
        .insertInto('wishlists')
        .values({ owner_id: ownerId, name, is_default: isDefault, created_at: at, updated_at: at })
        .returning(LIST_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** The person's default list (a heart's), locked, or undefined when they have none. */
    defaultOf(ownerId: string) {
      return listRows()
        .where('owner_id', '=', ownerId)
        .where('is_default', '=', true)
        .forUpdate()
        .executeTakeFirst();
    },

    async rename(id: string, name: string, at: Date): Promise<void> {
      await db
        .updateTable('wishlists')
        .set({ name, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the list; a default list's place goes to the person's oldest other list. */
    async deleteList(list: WishlistRow): Promise<void> {
      await db.deleteFrom('wishlists').where('id', '=', list.id).execute();
      if (!list.is_default) return;
      await sql`
        UPDATE wishlists SET is_default = true
        WHERE id = (SELECT id FROM wishlists WHERE owner_id = ${list.owner_id}
          ORDER BY created_at, id LIMIT 1)`.execute(db);
    },

    async setShareToken(id: string, token: string | null, at: Date): Promise<void> {
      await db
        .updateTable('wishlists')
        .set({ share_token: token, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A heart's save, in one statement under the default list's lock: the venue goes into `list`
     * unless a list of the person holds it already or `list` is full. Says which it was.
     */
    async heartInto(
      list: WishlistRow,
      venueId: string,
      cap: number,
      at: Date,
    ): Promise<'saved' | 'held' | 'full'> {
      const { rows } = await sql<{ outcome: 'saved' | 'held' | 'full' }>`
        WITH held AS (
          SELECT 1 FROM wishlist_venues WHERE owner_id = ${list.owner_id} AND venue_id = ${venueId}
          LIMIT 1
        ), room AS (
          SELECT count(*) < ${cap} AS free FROM wishlist_venues WHERE wishlist_id = ${list.id}
        ), added AS (
          INSERT INTO wishlist_venues (wishlist_id, owner_id, venue_id, saved_at)
          SELECT ${list.id}, ${list.owner_id}, ${venueId}, ${at}
          WHERE NOT EXISTS (SELECT 1 FROM held) AND (SELECT free FROM room)
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        SELECT CASE
          WHEN EXISTS (SELECT 1 FROM added) THEN 'saved'
          WHEN EXISTS (SELECT 1 FROM held) THEN 'held'
          ELSE 'full' END AS outcome`.execute(db);
      return rows[0]!.outcome;
    },

    /** Saves the venue in the list; true when it was not there yet. */
    async addVenue(list: WishlistRow, venueId: string, at: Date): Promise<boolean> {
      const added = await db
        .insertInto('wishlist_venues')
        .values({ wishlist_id: list.id, owner_id: list.owner_id, venue_id: venueId, saved_at: at })
        .onConflict((oc) => oc.columns(['wishlist_id', 'venue_id']).doNothing())
        .executeTakeFirst();
      return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async removeVenue(listId: string, venueId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('wishlist_venues')
        .where('wishlist_id', '=', listId)
        .where('venue_id', '=', venueId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Takes the venue out of every list of the person (a heart turned off). */
    async removeEverywhere(ownerId: string, venueId: string): Promise<void> {
      await db
        .deleteFrom('wishlist_venues')
        .where('owner_id', '=', ownerId)
        .where('venue_id', '=', venueId)
        .execute();
    },

    /** Which of the person's lists hold the venue. */
    async listsHolding(ownerId: string, venueId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('wishlist_venues')
        .select('wishlist_id')
        .where('owner_id', '=', ownerId)
        .where('venue_id', '=', venueId)
        .orderBy('wishlist_id')
        .execute();
      return rows.map((row) => row.wishlist_id);
    },

    /** Every venue the person saved, each with the lists that hold it. */
    async savedBy(ownerId: string): Promise<{ venueId: string; listIds: string[] }[]> {
      const rows = await db
        .selectFrom('wishlist_venues')
        .select(['venue_id', 'wishlist_id'])
        .where('owner_id', '=', ownerId)
        .orderBy('venue_id')
        .orderBy('wishlist_id')
        .execute();
      const byVenue = new Map<string, string[]>();
      for (const row of rows) {
        byVenue.set(row.venue_id, [...(byVenue.get(row.venue_id) ?? []), row.wishlist_id]);
      }
      return [...byVenue].map(([venueId, listIds]) => ({ venueId, listIds }));
    },

    /** The ids of the list's venues, latest saved first. */
    async venueIdsOf(listId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('wishlist_venues')
        .select('venue_id')
        .where('wishlist_id', '=', listId)
        .orderBy('saved_at', 'desc')
        .orderBy('venue_id')
        .execute();
      return rows.map((row) => row.venue_id);
    },
  };
}

export type WishlistQueries = ReturnType<typeof wishlistQueries>;

export function createWishlistRepository(db: Kysely<Database>) {
  return transactionalRepository(db, wishlistQueries);
}

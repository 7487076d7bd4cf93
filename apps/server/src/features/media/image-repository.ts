import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a client needs to lay an uploaded photo out before it loads. */
export interface ImageFigures {
  width: number;
  height: number;
  placeholder: string;
}

export interface NewImage extends ImageFigures {
  hash: string;
  ownerId: string;
  createdAt: Date;
  /** When the sweep looks whether anything shows it (a day after the upload). */
  dueAt: Date;
}

/** The uploaded photos' rows (migration 018); their files are the media storage's. */
export function createImageRepository(db: Kysely<Database>) {
  return {
    /**
     * The photo with this hash when it is already stored, given another day if nothing shows it
     * yet (its second upload is a new intention to use it). Waits for a sweep that holds the row
     * (FOR UPDATE): one that deleted it leaves nothing here, and the caller stores it anew.
     */
    async reuse(hash: string, dueAt: Date): Promise<ImageFigures | undefined> {
      return db
        .updateTable('images')
        .set({
          due_at: sql<Date | null>`CASE WHEN due_at IS NULL THEN NULL ELSE greatest(due_at, ${dueAt}) END`,
        })
        .where('hash', '=', hash)
        .returning(['width', 'height', 'placeholder'])
        .executeTakeFirst();
    },

    /** Stores a photo's row; one stored meanwhile under the same hash (the same bytes) wins. */
    async insert(image: NewImage): Promise<ImageFigures> {
      const inserted = await db
        .insertInto('images')
        .values({
          hash: image.hash,
          owner_id: image.ownerId,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          created_at: image.createdAt,
          due_at: image.dueAt,
        })
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning(['width', 'height', 'placeholder'])
        .executeTakeFirst();
      return (
        inserted ??
        (await db
          .selectFrom('images')
          .select(['width', 'height', 'placeholder'])
          .where('hash', '=', image.hash)
          .executeTakeFirstOrThrow())
      );
    },

    /** How many photos a member uploaded after `since`, and when the earliest of them was. */
    async uploadedSince(
      ownerId: string,
      since: Date,
    ): Promise<{ count: number; earliest: Date | null }> {
      const row = await db
        .selectFrom('images')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.min('created_at').as('earliest'),
        ])
        .where('owner_id', '=', ownerId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), earliest: row.earliest ? new Date(row.earliest) : null };
    },

    /** The figures of the stored photos among `hashes`. */
    async figures(hashes: readonly string[]): Promise<Map<string, ImageFigures>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .selectFrom('images')
        .select(['hash', 'width', 'height', 'placeholder'])
        .where('hash', 'in', hashes)
        .execute();
      return new Map(rows.map(({ hash, ...figures }) => [hash, figures]));
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;

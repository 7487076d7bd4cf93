import { sql, type Kysely } from 'kysely';
import { UPLOAD_FORMATS, UPLOAD_WIDTHS } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { claimDue } from '../../jobs/claim-due.js';
import { dueRowJob, type DueRowJobOptions, type Job } from '../../jobs/job-runner.js';
import type { MediaStorage } from './storage/media-storage.js';

/** Every file an upload has in the storage. */
export const uploadFileKeys = (hash: string): string[] =>
  UPLOAD_WIDTHS.flatMap((width) => UPLOAD_FORMATS.map((format) => `u/${hash}/${width}.${format}`));

/** Whether a venue, an avatar or a banner shows the upload named `hash`. */
async function isShown(tx: Kysely<Database>, hash: string): Promise<boolean> {
  // A hex hash has no LIKE wildcards; the folder's slashes keep one hash from matching another.
  const pattern = `%/media/u/${hash}/%`;
  const { rows } = await sql<{ shown: boolean }>`
    SELECT EXISTS (SELECT 1 FROM venues WHERE media::text LIKE ${pattern})
        OR EXISTS (SELECT 1 FROM profiles WHERE avatar_url LIKE ${pattern} OR banner_url LIKE ${pattern})
      AS shown`.execute(tx);
  return rows[0]?.shown === true;
}

/**
 * Deletes uploads nothing shows: one not used by a venue, avatar or banner a day after it
 * arrived, and one a venue or profile let go (a deleted venue, a removed photo, a changed avatar)
 * unless something else still shows it. Migration 018's triggers say when an image is due; this
 * job claims one at a time (FOR UPDATE SKIP LOCKED, decision 012), so with several instances each
 * is looked at once. Its files go inside the claiming transaction: should the storage fail, the
 * row stays and is looked at again next round.
 */
export function createImageSweep(options: DueRowJobOptions & { storage: MediaStorage }): Job {
  return dueRowJob('image sweep', options, async (tx, at) => {
    const claimed = await claimDue<{ id: string; hash: string }>(tx, {
      table: 'images',
      set: sql`due_at = NULL`,
      due: sql`due_at <= ${at}`,
      orderBy: sql`due_at`,
      returning: sql`id, hash`,
    });
    if (!claimed) return false;
    if (await isShown(tx, claimed.hash)) {
      await tx
        .updateTable('images')
        .set({ attached_at: sql`coalesce(attached_at, ${at})` })
        .where('id', '=', claimed.id)
        .execute();
      return true;
    }
    await tx.deleteFrom('images').where('id', '=', claimed.id).execute();
    await options.storage.delete(uploadFileKeys(claimed.hash));
    return true;
  });
}

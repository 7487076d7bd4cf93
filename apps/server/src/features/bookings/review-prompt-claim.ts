import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimDue } from '../../jobs/claim-due.js';

/**
 * Claims one confirmed stay whose guests have not been asked to review it, that ended on or
 * before `endedBy` and after `endedAfter`, and marks it asked (`review_prompt_sent_at = at`) in
 * `tx`. The reviews feature's prompt job asks for it: bookings own the row
 * (docs/architecture.md, "Table owners").
 */
export function claimReviewPrompt(
  tx: Kysely<Database>,
  at: Date,
  stayEnded: { endedBy: string; endedAfter: string },
) {
  return claimDue<{ id: string }>(tx, {
    table: 'bookings',
    set: sql`review_prompt_sent_at = ${at}`,
    due: sql`status = 'confirmed' AND review_prompt_sent_at IS NULL
      AND date_to <= ${stayEnded.endedBy}::date
      AND date_to > ${stayEnded.endedAfter}::date`,
    orderBy: sql`date_to`,
    returning: sql`id`,
  });
}

import { REVIEW_WINDOW_DAYS, addDays, reviewDays } from '@holidaze/domain';
import { dueRowJob, type DueRowJobOptions, type Job } from '../../jobs/job-runner.js';
import { claimReviewPrompt } from '../bookings/index.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createReviewRepository } from './review-repository.js';

interface ReviewJobOptions extends DueRowJobOptions {
  notices: NoticeSettings;
}

/**
 * Publishes the reviews of every stay whose window has closed with one side silent (double-
 * blind: a lone review becomes public then), one stay per transaction, each claimed with
 * FOR UPDATE SKIP LOCKED so that no two instances publish the same stay.
 */
export function createReviewPublishing(options: ReviewJobOptions): Job {
  return dueRowJob('review publishing', options, (tx, at) =>
    createReviewRepository(tx).publishOneDue(at),
  );
}

/**
 * Asks both sides of a stay to review it on its check-out day (in the app and by e-mail), once
 * per booking: the claim marks `review_prompt_sent_at` in the transaction that writes the
 * notices. A stay whose window closed before the job saw it is not prompted.
 */
export function createReviewPrompts(options: ReviewJobOptions): Job {
  return dueRowJob('review prompts', options, async (tx, at) => {
    const days = reviewDays(at);
    const due = await claimReviewPrompt(tx, at, {
      endedBy: days.opening,
      endedAfter: addDays(days.closing, -REVIEW_WINDOW_DAYS),
    });
    if (!due) return false;
    await createNotifier(tx, options.notices).tellAboutBooking('reviewWindowOpen', due.id, at);
    return true;
  });
}

import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { createArrivalReminders, createRequestExpiry } from './features/bookings/booking-jobs.js';
import { DEFAULT_FEED_FETCH_OPTIONS } from './features/calendar-sync/feed-fetcher.js';
import { createFeedScheduler } from './features/calendar-sync/feed-scheduler.js';
import { createReportMail } from './features/conversations/report-mail.js';
import { createUnreadMessageMail } from './features/conversations/unread-message-mail.js';
import { createLiveEventPruning } from './features/live/live-event-pruning.js';
import { createMailDelivery } from './features/notifications/mail-delivery.js';
import { createReviewPrompts, createReviewPublishing } from './features/reviews/review-jobs.js';
import { smtpTransport } from './features/notifications/mail-transport.js';
import { createImageSweep } from './features/media/image-sweep.js';
import type { MediaStorage } from './features/media/storage/media-storage.js';
import type { Job } from './jobs/job-runner.js';

/**
 * The work every instance runs outside requests (decision 012): each job claims its rows with
 * SKIP LOCKED, so several instances share the work and none is done twice. Without SMTP_URL
 * mail stays in the outbox (readable at /dev/mail).
 */
export function scheduledJobs(
  config: Config,
  db: Kysely<Database>,
  log: (message: string) => void,
  now: () => Date = () => new Date(),
  metrics?: { feedSynced(ok: boolean): void },
  mediaStorage?: MediaStorage,
): Job[] {
  const notices = config.mail;
  const jobs: Job[] = [
    createFeedScheduler({
      db,
      now,
      intervalMs: config.icalSync.intervalMs,
      fetchOptions: {
        ...DEFAULT_FEED_FETCH_OPTIONS,
        allowPrivate: config.icalSync.allowPrivateAddresses,
      },
      pollMs: config.icalSync.pollMs,
      notices,
      log,
      ...(metrics ? { onSynced: (ok: boolean) => metrics.feedSynced(ok) } : {}),
    }),
    createRequestExpiry({ db, now, notices, pollMs: config.jobPollMs }),
    createArrivalReminders({ db, now, notices, pollMs: config.jobPollMs }),
    createReviewPublishing({ db, now, notices, pollMs: config.jobPollMs }),
    createReviewPrompts({ db, now, notices, pollMs: config.jobPollMs }),
    createUnreadMessageMail({ db, now, notices, pollMs: config.jobPollMs }),
    createReportMail({
      db,
      now,
      notices,
      address: config.reports.address,
      everyMs: config.reports.everyMs,
      pollMs: config.jobPollMs,
      log,
    }),
    createLiveEventPruning({
      db,
      now,
      replayWindowMs: config.live.replayWindowMs,
      pollMs: config.jobPollMs,
    }),
  ];
  if (mediaStorage) {
    jobs.push(createImageSweep({ db, now, storage: mediaStorage, pollMs: config.jobPollMs }));
  }
  if (config.mail.smtpUrl) {
    jobs.push(
      createMailDelivery({
        db,
        now,
        transport: smtpTransport(config.mail.smtpUrl, config.mail.from),
        pollMs: config.jobPollMs,
        log,
      }),
    );
  }
  return jobs;
}

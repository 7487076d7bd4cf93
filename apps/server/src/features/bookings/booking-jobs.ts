import { sql } from 'kysely';
import { addDays, todayUtc } from '@holidaze/domain';
import { claimDue } from '../../jobs/claim-due.js';
import { dueRowJob, type DueRowJobOptions, type Job } from '../../jobs/job-runner.js';
import { createBookingLifecycle } from './booking-lifecycle.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';

/** Reminders go out this many days before arrival. */
export const REMINDER_DAYS = 3;

interface BookingJobOptions extends DueRowJobOptions {
  notices: NoticeSettings;
  /** Only this venue's requests (the development trigger's scope); all venues by default. */
  venueId?: string;
}

/**
 * Lapses requests not answered in time, and tells both sides: one request per transaction,
 * through the lifecycle (which skips a request an answer holds, so the two never both happen).
 */
export function createRequestExpiry(options: BookingJobOptions): Job {
  const lifecycle = createBookingLifecycle({
    db: options.db,
    now: options.now,
    notices: options.notices,
  });
  return dueRowJob('request expiry', options, (tx, at) =>
    lifecycle.expireNextDue(tx, at, options.venueId),
  );
}

/**
 * E-mails each traveller a reminder when arrival is at most REMINDER_DAYS away, once per
 * booking; a stay booked inside that window has its confirmation and gets no reminder.
 */
export function createArrivalReminders(options: BookingJobOptions): Job {
  return dueRowJob('arrival reminders', options, async (tx, at) => {
    const today = todayUtc(at);
    const due = await claimDue<{ id: string }>(tx, {
      table: 'bookings',
      set: sql`reminder_sent_at = ${at}`,
      due: sql`status = 'confirmed' AND reminder_sent_at IS NULL
            AND date_from > ${today}::date AND date_from <= ${addDays(today, REMINDER_DAYS)}::date
            AND created_at < ((date_from - ${REMINDER_DAYS}::int)::timestamp AT TIME ZONE 'UTC')`,
      orderBy: sql`date_from`,
      returning: sql`id`,
    });
    if (!due) return false;
    await createNotifier(tx, options.notices).tellAboutBooking('arrivalReminder', due.id, at);
    return true;
  });
}

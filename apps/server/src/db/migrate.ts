import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as venueFilterCounts from './migrations/002-venue-filter-counts.js';
import * as bookingsByVenue from './migrations/003-bookings-by-venue.js';
import * as bookingStatusReferenceIdempotency from './migrations/004-booking-status-reference-idempotency.js';
import * as authThrottle from './migrations/005-auth-throttle.js';
import * as contactMessages from './migrations/006-contact-messages.js';
import * as venueCalendar from './migrations/007-venue-calendar.js';
import * as requestsNotificationsMail from './migrations/008-requests-notifications-mail.js';
import * as pricesAndCancellation from './migrations/009-prices-and-cancellation.js';
import * as reviews from './migrations/010-reviews.js';
import * as publicReadChanges from './migrations/011-public-read-changes.js';
import * as bookingRequestLimits from './migrations/012-booking-request-limits.js';
import * as feedErrorCategories from './migrations/013-feed-error-categories.js';
import * as passwordResetRequesters from './migrations/014-password-reset-requesters.js';
import * as mailOutboxBacklog from './migrations/015-mail-outbox-backlog.js';
import * as publicReadsOnEveryTable from './migrations/016-public-reads-on-every-table.js';
import * as ratingFromReviews from './migrations/017-rating-from-reviews.js';
import * as uploadedImages from './migrations/018-uploaded-images.js';
import * as conversationsAndLiveEvents from './migrations/019-conversations-and-live-events.js';
import * as venueMapBox from './migrations/020-venue-map-box.js';
import * as wishlists from './migrations/021-wishlists.js';
import * as messageReportHandling from './migrations/022-message-report-handling.js';
import * as shownImagesStored from './migrations/023-shown-images-stored.js';
import * as exchangeRates from './migrations/024-exchange-rates.js';
import * as profileLanguage from './migrations/025-profile-language.js';
import * as venueDescriptionLanguages from './migrations/026-venue-description-languages.js';
import { coverPublicReadTables } from './public-read-triggers.js';

/**
 * The migrations, in order, listed in code: no file-system scanning, so they survive bundling
 * and a typo is a compile error. Add new ones at the end; never rename or edit applied ones.
 */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-venue-filter-counts': venueFilterCounts,
  '003-bookings-by-venue': bookingsByVenue,
  '004-booking-status-reference-idempotency': bookingStatusReferenceIdempotency,
  '005-auth-throttle': authThrottle,
  '006-contact-messages': contactMessages,
  '007-venue-calendar': venueCalendar,
  '008-requests-notifications-mail': requestsNotificationsMail,
  '009-prices-and-cancellation': pricesAndCancellation,
  '010-reviews': reviews,
  '011-public-read-changes': publicReadChanges,
  '012-booking-request-limits': bookingRequestLimits,
  '013-feed-error-categories': feedErrorCategories,
  '014-password-reset-requesters': passwordResetRequesters,
  '015-mail-outbox-backlog': mailOutboxBacklog,
  '016-public-reads-on-every-table': publicReadsOnEveryTable,
  '017-rating-from-reviews': ratingFromReviews,
  '018-uploaded-images': uploadedImages,
  '019-conversations-and-live-events': conversationsAndLiveEvents,
  '020-venue-map-box': venueMapBox,
  '021-wishlists': wishlists,
  '022-message-report-handling': messageReportHandling,
  '023-shown-images-stored': shownImagesStored,
  '024-exchange-rates': exchangeRates,
  '025-profile-language': profileLanguage,
  '026-venue-description-languages': venueDescriptionLanguages,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

function migratorFor<DB>(db: Kysely<DB>): Migrator {
  // Numbers were handed out in advance, so 005 may reach a database that already has 006:
  // they touch different tables, and order among such neighbours does not matter.
  return new Migrator({ db: db as Kysely<unknown>, provider, allowUnorderedMigrations: true });
}

/**
 * Applies every pending migration; a no-op when the schema is current. Throws on failure. Then
 * makes every table not listed as private announce its changes to the public-read cache, so a
 * table a migration adds is covered without being listed (db/public-read-triggers.ts).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const { error, results = [] } = await migratorFor(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  await coverPublicReadTables(db as Kysely<unknown>);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of migrations not yet applied (empty when the schema is current): for a health check. */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

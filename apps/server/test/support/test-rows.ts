import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/**
 * A profile row named `name`, with the default pictures and no usable password: a venue
 * manager's unless `venueManager` is false. Returns its id.
 */
export async function insertProfile(
  db: Kysely<Database>,
  name: string,
  { venueManager = true } = {},
): Promise<string> {
  const profile = await db
    .insertInto('profiles')
    .values({
      name,
      email: `${name}@stud.noroff.no`,
      password_hash: 'not-a-real-hash',
      avatar_url: '/media/defaults/avatar.svg',
      banner_url: '/media/defaults/banner.svg',
      venue_manager: venueManager,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return profile.id;
}

/** The id of the profile named `name`. */
export async function profileIdOf(db: Kysely<Database>, name: string): Promise<string> {
  return (await storedProfile(db, { name })).id;
}

/** The stored profile row with this id, name or e-mail (a test's look at what a request left). */
export function storedProfile(
  db: Kysely<Database>,
  by: { id: string } | { name: string } | { email: string },
) {
  const [[column, value]] = Object.entries(by) as [['id' | 'name' | 'email', string]];
  return db.selectFrom('profiles').selectAll().where(column, '=', value).executeTakeFirstOrThrow();
}

/** Who was notified of `kind` about the booking, by name, once each or more (or never). */
export async function namesNotified(
  db: Kysely<Database>,
  bookingId: string,
  kind: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('profiles', 'profiles.id', 'notifications.profile_id')
    .select('profiles.name')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .orderBy('profiles.name')
    .execute();
  return rows.map((row) => row.name);
}

/** Minimal rows for database tests: one profile, one venue owned by it. */
export async function insertProfileAndVenue(db: Kysely<Database>, suffix = 'a') {
  const profileId = await insertProfile(db, `owner_${suffix}`);
  const venue = await db
    .insertInto('venues')
    .values({
      owner_id: profileId,
      name: `Venue ${suffix}`,
      description: 'A test venue',
      media: JSON.stringify([]),
      price: 1000,
      max_guests: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { profileId, venueId: venue.id };
}

/** The venue's stored booking count (kept by a trigger). */
export async function bookingCountOf(db: Kysely<Database>, venueId: string): Promise<number> {
  return (await storedVenue(db, venueId)).booking_count;
}

/** The stored venue row with this id (a test's look at what a request left). */
export function storedVenue(db: Kysely<Database>, id: string) {
  return db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The mails queued to `email`, oldest first (what the outbox will send them). */
export function mailsTo(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
}

/** The token of the newest password reset link mailed to `email`. */
export async function resetTokenMailedTo(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', '=', 'Reset your Holidaze password')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /reset-password\?token=([\w-]+)/.exec(mail.text_body)![1]!;
}

/** The venue's stored bookings, by check-in date (a test's look at what requests left). */
export function bookingsOf(db: Kysely<Database>, venueId: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('venue_id', '=', venueId)
    .orderBy('date_from')
    .execute();
}

/** The venue's occupancy rows: the range of nights each booking or block holds. */
export function occupancyOf(db: Kysely<Database>, venueId: string) {
  return db.selectFrom('venue_occupancy').selectAll().where('venue_id', '=', venueId).execute();
}

import { sql, type Kysely } from 'kysely';
import { DAY_MS, addDays, todayUtc } from '@holidaze/domain';
import { seededRandom } from '../lib/svg-images/svg-random.js';
import type { Database, NewBookingRow } from '../db/schema.js';
import { withBookingCountsAfter } from './booking-counts.js';
import {
  DEMO_MANAGERS,
  DEMO_PASSWORD_HASH,
  DEMO_PEOPLE,
  DEMO_TRAVELLERS,
  type DemoPerson,
} from './demo-people.js';
import { DEMO_PLACES } from './demo-places.js';
import { demoMapNeighbours } from './demo-map-neighbours.js';
import { seedDemoPricing } from './demo-pricing.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoWishlists } from './demo-wishlists.js';
import { demoVenueRow, profileRow } from './demo-rows.js';
import { demoStays, type PlannedStay } from './stay-planner.js';

/** True when there is nothing to lose: no profiles and no venues. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    SELECT EXISTS (SELECT 1 FROM profiles) OR EXISTS (SELECT 1 FROM venues) AS used`.execute(db);
  return !rows[0]?.used;
}

/** Inserts the demo accounts (their shared password hashed ahead: DEMO_PASSWORD_HASH), with their ids by name. */
export async function insertDemoPeople(
  db: Kysely<Database>,
): Promise<Map<string, { id: string; person: DemoPerson }>> {
  const passwordHash = DEMO_PASSWORD_HASH;
  const people = DEMO_PEOPLE;
  const rows = await db
    .insertInto('profiles')
    .values(people.map((person, i) => profileRow(person, i + 1, passwordHash)))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((row, i) => [row.name, { id: row.id, person: people[i]! }]));
}

export interface DemoSeedSummary {
  profiles: number;
  venues: number;
  bookings: number;
}

/**
 * Believable demo data: the places of demo-places.ts as venues of the four managers, and
 * travellers' stays in the past, in progress and upcoming relative to `today` (UTC by default).
 * Deterministic apart from ids and the password salt. One transaction: all or nothing.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: { today?: string } = {},
): Promise<DemoSeedSummary> {
  const today = options.today ?? todayUtc();
  const random = seededRandom('demo-seed', 2026);
  return db.transaction().execute(async (tx) => {
    const people = await insertDemoPeople(tx);
    const idOf = (name: string) => people.get(name)!.id;
    const managers = DEMO_MANAGERS.map((m) => idOf(m.name));
    // The demo traveller gets a hand-picked set of stays below, not random ones.
    const travellers = DEMO_TRAVELLERS.slice(1).map((t) => idOf(t.name));

    const todayMs = Date.parse(`${today}T12:00:00.000Z`);
    const venues = DEMO_PLACES.map((place, i) => {
      const createdAt = new Date(
        todayMs - random.int(1, 365) * DAY_MS - random.int(0, 86_399) * 1000,
      );
      return demoVenueRow(random, place, i, managers[i % managers.length]!, createdAt);
    });
    await tx.insertInto('venues').values(venues).execute();
    // Drawn from their own stream, after the demo's: the rows above come out as before.
    const nearby = seededRandom('demo-map-neighbours', 2026);
    const neighbours = demoMapNeighbours().map((place, n) =>
      demoVenueRow(
        nearby,
        place,
        DEMO_PLACES.length + n,
        managers[n % managers.length]!,
        new Date(todayMs - (400 + n) * DAY_MS),
      ),
    );
    await tx.insertInto('venues').values(neighbours).execute();

    const bookings: NewBookingRow[] = [];
    venues.forEach((venue, i) => {
      for (const stay of demoStays(random, today, i % 3 === 0)) {
        const customer =
          random.next() < 0.1 ? managers[(i + 1) % managers.length]! : random.pick(travellers);
        bookings.push(bookingRow(random, venue.id, customer, venue.max_guests, stay, today));
      }
    });
    giveDemoTravellerEveryKindOfStay(bookings, idOf('demo_traveller'), today);
    await withBookingCountsAfter(tx, () => tx.insertInto('bookings').values(bookings).execute());
    const requests = await seedDemoRequests(tx, {
      venues: venues.map((venue) => ({
        id: venue.id,
        owner_id: venue.owner_id,
        max_guests: venue.max_guests,
      })),
      bookings,
      manager: idOf(DEMO_MANAGERS[0]!.name),
      otherManager: idOf(DEMO_MANAGERS[1]!.name),
      traveller: idOf('demo_traveller'),
      today,
      now: new Date(todayMs),
    });
    await seedDemoPricing(tx, venues, today);
    await seedDemoReviews(tx, {
      traveller: idOf('demo_traveller'),
      manager: idOf(DEMO_MANAGERS[0]!.name),
      today,
      now: new Date(todayMs),
    });
    await seedDemoWishlists(tx, {
      traveller: idOf('demo_traveller'),
      venueIds: venues.map((venue) => venue.id!),
      now: new Date(todayMs),
    });
    return {
      profiles: people.size,
      venues: venues.length + neighbours.length,
      bookings: bookings.length + requests,
    };
  });
}

function bookingRow(
  random: ReturnType<typeof seededRandom>,
  venueId: string,
  customerId: string,
  maxGuests: number,
  stay: PlannedStay,
  today: string,
): NewBookingRow {
  const booked = addDays(stay.dateFrom < today ? stay.dateFrom : today, -random.int(3, 60));
  const createdAt = `${booked}T${String(random.int(7, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;
  return {
    venue_id: venueId,
    customer_id: customerId,
    date_from: stay.dateFrom,
    date_to: stay.dateTo,
    guests: random.int(1, maxGuests),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * The demo login shows a full profile: past stays for the history, one in progress, upcoming
 * ones to edit or cancel. Never two at once: one person is in one place at a time.
 */
function giveDemoTravellerEveryKindOfStay(
  bookings: NewBookingRow[],
  travellerId: string,
  today: string,
) {
  const mine: NewBookingRow[] = [];
  const take = (predicate: (b: NewBookingRow) => boolean, count: number) => {
    let taken = 0;
    for (const booking of bookings) {
      if (taken === count) return;
      const clashes = mine.some(
        (m) => m.date_from < booking.date_to && booking.date_from < m.date_to,
      );
      if (predicate(booking) && !clashes && booking.guests <= 4) {
        booking.customer_id = travellerId;
        mine.push(booking);
        taken++;
      }
    }
  };
  take((b) => b.date_from <= today && b.date_to > today, 1);
  take((b) => b.date_to <= today, 4);
  take((b) => b.date_from > today, 4);
}

import { sql, type Kysely } from 'kysely';
import { addDays, todayUtc } from '@holidaze/domain';
import { seededRandom } from '../lib/svg-images/svg-random.js';
import type { Database } from '../db/schema.js';
import { withBookingCountsAfter } from './booking-counts.js';
import { DEMO_MANAGERS, DEMO_TRAVELLERS } from './demo-people.js';
import { DEMO_PLACES } from './demo-places.js';
import { venueMedia, venuePrice, venueRating } from './demo-rows.js';
import { insertDemoPeople } from './seed-demo-data.js';
import { consecutiveStays } from './stay-planner.js';
import { generatedVenueName, venueDescription } from './venue-descriptions.js';

/**
 * Large data sets for benchmarks: the demo accounts, N venues spread over the demo places, and
 * M bookings as consecutive non-overlapping stays per venue, around `today`.
 * Rows go in through `unnest` of typed arrays: one statement and a handful of parameters per
 * batch, whatever its size. The venues' booking counts are set once after the load
 * (withBookingCountsAfter).
 */
export interface BulkSeedOptions {
  venues: number;
  bookings: number;
  today?: string;
  batchSize?: number;
  onProgress?: (rowsDone: number) => void;
}

export async function seedBulkData(db: Kysely<Database>, options: BulkSeedOptions) {
  const today = options.today ?? todayUtc();
  const batchSize = options.batchSize ?? 5_000;
  const random = seededRandom('bulk-seed', options.venues);
  const people = await insertDemoPeople(db);
  const managers = DEMO_MANAGERS.map((m) => people.get(m.name)!.id);
  const customers = DEMO_TRAVELLERS.map((t) => people.get(t.name)!.id);
  let done = 0;
  const progress = (rows: number) => options.onProgress?.((done += rows));

  const venueIds: string[] = [];
  const maxGuests: number[] = [];
  for (let start = 0; start < options.venues; start += batchSize) {
    const count = Math.min(batchSize, options.venues - start);
    const batch = Array.from({ length: count }, (_, k) => bulkVenue(random, start + k, managers));
    await insertVenues(db, batch);
    for (const venue of batch) {
      venueIds.push(venue.id);
      maxGuests.push(venue.maxGuests);
    }
    progress(count);
  }

  await withBookingCountsAfter(db, async () => {
    const perVenue = options.venues > 0 ? Math.floor(options.bookings / options.venues) : 0;
    const extra = options.venues > 0 ? options.bookings % options.venues : 0;
    let pending: BulkBooking[] = [];
    for (let v = 0; v < venueIds.length; v++) {
      const count = perVenue + (v < extra ? 1 : 0);
      // Half of each venue's stays in the past, half ahead (about 6 days per stay with gaps).
      const from = addDays(today, -Math.round(count * 3) - random.int(0, 6));
      for (const stay of consecutiveStays(random, from, count, { maxNights: 6, maxGap: 4 })) {
        pending.push({
          venueId: venueIds[v]!,
          customerId: random.pick(customers),
          ...stay,
          guests: random.int(1, maxGuests[v]!),
        });
      }
      if (pending.length >= batchSize) {
        await insertBookings(db, pending);
        progress(pending.length);
        pending = [];
      }
    }
    if (pending.length) {
      await insertBookings(db, pending);
      progress(pending.length);
    }
  });
  await sql`ANALYZE`.execute(db);
  return { venues: venueIds.length, bookings: done - venueIds.length };
}

interface BulkVenue {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  media: string;
  price: number;
  maxGuests: number;
  rating: number;
  meta: [boolean, boolean, boolean, boolean];
  place: (typeof DEMO_PLACES)[number];
  lat: number;
  lng: number;
  createdAt: string;
}

interface BulkBooking {
  venueId: string;
  customerId: string;
  dateFrom: string;
  dateTo: string;
  guests: number;
}

function bulkVenue(
  random: ReturnType<typeof seededRandom>,
  i: number,
  managers: string[],
): BulkVenue {
  const place = DEMO_PLACES[i % DEMO_PLACES.length]!;
  const name = generatedVenueName(random, place.city);
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    id: crypto.randomUUID(),
    ownerId: managers[i % managers.length]!,
    name,
    description: venueDescription(random, place.setting, place.city),
    media: JSON.stringify(venueMedia(random, i, name)),
    price: venuePrice(random),
    maxGuests: random.int(1, 12),
    rating: venueRating(random),
    meta: [random.next() < 0.8, random.next() < 0.6, random.next() < 0.4, random.next() < 0.35],
    place,
    lat: clamp(place.lat + random.range(-0.2, 0.2), 90),
    lng: clamp(place.lng + random.range(-0.2, 0.2), 180),
    createdAt: new Date(Date.now() - random.int(0, 3 * 365 * 86_400) * 1000).toISOString(),
  };
}

async function insertVenues(db: Kysely<Database>, venues: BulkVenue[]) {
  const col = <T>(pick: (v: BulkVenue) => T) => venues.map(pick);
  await sql`
    INSERT INTO venues (id, owner_id, name, description, media, price, max_guests, rating,
      wifi, parking, breakfast, pets, address, city, zip, country, continent, lat, lng,
      created_at, updated_at)
    SELECT id, owner_id, name, description, media::jsonb, price, max_guests, rating,
      wifi, parking, breakfast, pets, address, city, zip, country, continent, lat, lng,
      created_at, created_at
    FROM unnest(
      ${col((v) => v.id)}::uuid[], ${col((v) => v.ownerId)}::uuid[], ${col((v) => v.name)}::text[],
      ${col((v) => v.description)}::text[], ${col((v) => v.media)}::text[],
      ${col((v) => v.price)}::float8[], ${col((v) => v.maxGuests)}::int[], ${col((v) => v.rating)}::float8[],
      ${col((v) => v.meta[0])}::bool[], ${col((v) => v.meta[1])}::bool[], ${col((v) => v.meta[2])}::bool[],
      ${col((v) => v.meta[3])}::bool[], ${col((v) => v.place.address)}::text[], ${col((v) => v.place.city)}::text[],
      ${col((v) => v.place.zip)}::text[], ${col((v) => v.place.country)}::text[],
      ${col((v) => v.place.continent)}::text[], ${col((v) => v.lat)}::float8[], ${col((v) => v.lng)}::float8[],
      ${col((v) => v.createdAt)}::timestamptz[]
    ) AS t(id, owner_id, name, description, media, price, max_guests, rating, wifi, parking,
      breakfast, pets, address, city, zip, country, continent, lat, lng, created_at)`.execute(db);
}

async function insertBookings(db: Kysely<Database>, bookings: BulkBooking[]) {
  const col = <T>(pick: (b: BulkBooking) => T) => bookings.map(pick);
  await sql`
    INSERT INTO bookings (venue_id, customer_id, date_from, date_to, guests)
    SELECT * FROM unnest(
      ${col((b) => b.venueId)}::uuid[], ${col((b) => b.customerId)}::uuid[],
      ${col((b) => b.dateFrom)}::date[], ${col((b) => b.dateTo)}::date[], ${col((b) => b.guests)}::int[]
    )`.execute(db);
}

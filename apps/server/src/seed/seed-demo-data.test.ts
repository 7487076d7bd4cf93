import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../features/auth/password.js';
import { describeEachEngine, useTestDatabase } from '../../test/support/index.js';
import type { DatabaseHandle } from '../db/open-database.js';
import { countRows } from '../db/row-counts.js';
import { bookingCountOf } from '../../test/support/test-rows.js';
import { seedBulkData } from './bulk-seed.js';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.js';

const TODAY = '2026-06-15';

describeEachEngine('demo data', (engine) => {
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await seedDemoData(handle.db, { today: TODAY });
  });

  it('is no longer empty', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('has at least 60 venues on all six continents, with real places and images', async () => {
    const venues = await handle.db.selectFrom('venues').selectAll().execute();
    expect(venues.length).toBeGreaterThanOrEqual(60);
    expect(new Set(venues.map((v) => v.continent))).toEqual(
      new Set(['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania']),
    );
    for (const venue of venues) {
      expect(venue.city && venue.country && venue.address).toBeTruthy();
      expect(venue.price).toBeGreaterThanOrEqual(450);
      expect(venue.price).toBeLessThanOrEqual(6500);
      expect(venue.rating * 2).toBe(Math.round(venue.rating * 2));
      expect(venue.media.length).toBeGreaterThanOrEqual(2);
      expect(
        venue.media.every(
          (m) => /^\/media\/venues\/\d+\.svg$/.test(m.url) && m.alt.endsWith(venue.name),
        ),
      ).toBe(true);
      const sentences = venue.description.split(/(?<=\.)\s/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
    }
    expect(new Set(venues.map((v) => v.price)).size).toBeGreaterThan(20);
  });

  it('has 4 managers and 12 travellers, with the fixed demo logins', async () => {
    const profiles = await handle.db.selectFrom('profiles').selectAll().execute();
    expect(profiles.filter((p) => p.venue_manager)).toHaveLength(4);
    expect(profiles.filter((p) => !p.venue_manager)).toHaveLength(12);
    const manager = profiles.find((p) => p.name === 'demo_manager');
    const traveller = profiles.find((p) => p.name === 'demo_traveller');
    expect(manager?.email).toBe('demo.manager@stud.noroff.no');
    expect(manager?.venue_manager).toBe(true);
    expect(traveller?.email).toBe('demo.traveller@stud.noroff.no');
    expect(traveller?.venue_manager).toBe(false);
    expect(await verifyPassword('holidaze-demo', traveller!.password_hash)).toBe(true);
    expect(
      profiles.every(
        (p) =>
          p.avatar_url.startsWith('/media/avatars/') && p.banner_url.startsWith('/media/banners/'),
      ),
    ).toBe(true);
  });

  it('has past, ongoing and upcoming bookings, none overlapping, within each venue capacity', async () => {
    const overlaps = await sql<{ n: number }>`
      SELECT count(*) AS n FROM bookings a JOIN bookings b
        ON a.venue_id = b.venue_id AND a.id < b.id AND a.date_from < b.date_to AND b.date_from < a.date_to`.execute(
      handle.db,
    );
    expect(overlaps.rows[0]?.n).toBe(0);
    const bookings = await handle.db
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venue_id')
      .select(['date_from', 'date_to', 'guests', 'max_guests', 'customer_id', 'owner_id'])
      .execute();
    expect(bookings.some((b) => b.date_to <= TODAY)).toBe(true);
    expect(bookings.some((b) => b.date_from <= TODAY && b.date_to > TODAY)).toBe(true);
    expect(bookings.some((b) => b.date_from > TODAY)).toBe(true);
    expect(bookings.every((b) => b.guests >= 1 && b.guests <= b.max_guests)).toBe(true);
    expect(bookings.every((b) => b.customer_id !== b.owner_id)).toBe(true);
  });

  it('gives the demo traveller past, ongoing and upcoming stays', async () => {
    const mine = await handle.db
      .selectFrom('bookings')
      .innerJoin('profiles', 'profiles.id', 'bookings.customer_id')
      .select(['date_from', 'date_to', 'status'])
      .where('profiles.name', '=', 'demo_traveller')
      .where('status', '=', 'confirmed')
      .execute();
    expect(mine.filter((b) => b.date_to <= TODAY)).toHaveLength(4);
    expect(mine.filter((b) => b.date_from <= TODAY && b.date_to > TODAY)).toHaveLength(1);
    expect(mine.filter((b) => b.date_from > TODAY)).toHaveLength(4);
  });

  it('shows requests: one waiting for the demo manager, one declined, each told', async () => {
    const requests = await sql<{ status: string; told: string; kind: string }>`
      SELECT b.status, p.name AS told, n.kind FROM bookings b
      JOIN notifications n ON n.booking_id = b.id JOIN profiles p ON p.id = n.profile_id
      WHERE b.status IN ('requested', 'declined') ORDER BY b.status`.execute(handle.db);
    expect(requests.rows).toEqual([
      { status: 'declined', told: 'demo_traveller', kind: 'requestDeclined' },
      { status: 'requested', told: 'demo_manager', kind: 'requestReceived' },
    ]);
  });

  it('has reviews: published pairs, host replies, figures, and a stay of the demo traveller to review', async () => {
    const { rows: figures } = await sql<{ wrong: number; reviewed: number; replies: number }>`
      SELECT
        (SELECT count(*)::int FROM venues v WHERE review_count <> (SELECT count(*) FROM reviews r
          WHERE r.venue_id = v.id AND r.side = 'guest' AND r.published_at IS NOT NULL)) AS wrong,
        (SELECT count(*)::int FROM venues WHERE review_count >= 3) AS reviewed,
        (SELECT count(*)::int FROM reviews r JOIN venues v ON v.id = r.venue_id
          JOIN profiles p ON p.id = v.owner_id
          WHERE p.name = 'demo_manager' AND r.reply IS NOT NULL) AS replies`.execute(handle.db);
    expect(figures[0]).toMatchObject({ wrong: 0 });
    expect(figures[0]!.reviewed).toBeGreaterThan(5);
    expect(figures[0]!.replies).toBeGreaterThan(0);
    const { rows: open } = await sql<{ id: string }>`
      SELECT b.id FROM bookings b JOIN profiles p ON p.id = b.customer_id
      WHERE p.name = 'demo_traveller' AND b.status = 'confirmed'
        AND b.date_to <= ${TODAY}::date AND b.date_to > (${TODAY}::date - 14)
        AND b.review_prompt_sent_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)`.execute(handle.db);
    expect(open).toHaveLength(1);
  });

  it("has host replies that answer what each review says, never another review's points", async () => {
    const topics: Record<string, RegExp> = {
      view: /\bview\b/i,
      photos: /photos/i,
      shower: /shower/i,
      heating: /heating/i,
      wifi: /wifi/i,
      parking: /parking|\bcar\b/i,
      kitchen: /kitchen/i,
      cooking: /cook/i,
      coffee: /coffee/i,
      blankets: /blanket/i,
      tips: /tips/i,
      furniture: /furniture|chairs|sofa|worn/i,
      noise: /nois/i,
      centre: /centre/i,
      clean: /clean/i,
      checkIn: /check-in/i,
    };
    const topicsOf = (text: string) =>
      Object.keys(topics).filter((topic) => topics[topic]!.test(text));
    const replied = await handle.db
      .selectFrom('reviews')
      .select(['text', 'reply'])
      .where('reply', 'is not', null)
      .execute();
    expect(replied.length).toBeGreaterThan(5);
    for (const { text, reply } of replied) {
      const answered = topicsOf(reply!);
      expect(answered.length, `"${reply}" answers something of "${text}"`).toBeGreaterThan(0);
      expect(topicsOf(text), `"${reply}" answers "${text}"`).toEqual(
        expect.arrayContaining(answered),
      );
    }
  });

  it('describes a few venues in Norwegian too, one written in Norwegian, the rest marked English', async () => {
    const venues = await handle.db
      .selectFrom('venues')
      .select(['name', 'description', 'description_language', 'description_translation'])
      .execute();
    const translated = venues.filter((venue) => venue.description_translation !== null);
    expect(translated.length).toBeGreaterThanOrEqual(3);
    expect(translated.filter((venue) => venue.description_language === 'nb')).toHaveLength(1);
    const cabin = venues.find((venue) => venue.name === 'Northern Lights Cabin');
    expect(cabin).toMatchObject({ description_language: 'nb' });
    expect(cabin?.description).toMatch(/nordlys/);
    expect(venues.filter((venue) => venue.description_language === null)).toEqual([]);
  });

  it('gives the demo traveller a default list and a named one, with saved venues', async () => {
    const { rows } = await sql<{ name: string; is_default: boolean; venues: number }>`
      SELECT w.name, w.is_default, count(s.venue_id)::int AS venues
      FROM wishlists w JOIN profiles p ON p.id = w.owner_id
      LEFT JOIN wishlist_venues s ON s.wishlist_id = w.id
      WHERE p.name = 'demo_traveller' GROUP BY w.id ORDER BY w.created_at`.execute(handle.db);
    expect(rows).toEqual([
      { name: 'Saved', is_default: true, venues: 3 },
      { name: 'Summer in the north', is_default: false, venues: 2 },
    ]);
  });

  it('gives every manager venues, and counts bookings per venue', async () => {
    const owners = await sql<{ name: string; venues: number; counted: number; booked: number }>`
      SELECT p.name, count(DISTINCT v.id) AS venues, sum(v.booking_count) AS counted,
        (SELECT count(*) FROM bookings b JOIN venues w ON w.id = b.venue_id
          WHERE w.owner_id = p.id AND b.status = 'confirmed') AS booked
      FROM profiles p JOIN venues v ON v.owner_id = p.id GROUP BY p.id, p.name`.execute(handle.db);
    expect(owners.rows).toHaveLength(4);
    for (const owner of owners.rows) expect(Number(owner.counted)).toBe(owner.booked);
    const { rows } = await sql<{ wrong: number }>`
      SELECT count(*)::int AS wrong FROM venues v WHERE v.booking_count <>
        (SELECT count(*) FROM bookings b WHERE b.venue_id = v.id AND b.status = 'confirmed')`.execute(
      handle.db,
    );
    expect(rows[0]!.wrong).toBe(0);
  });

  it('leaves the booking-count trigger on afterwards', () => expectBookingCountsFollowed(handle));
});

describeEachEngine('bulk data', (engine) => {
  const handle = useTestDatabase(engine);

  it('writes N venues and M non-overlapping bookings in batches, with correct counts', async () => {
    const progress: number[] = [];
    // Sizes that leave a part-filled last batch of venues and of bookings.
    const result = await seedBulkData(handle.db, {
      venues: 26,
      bookings: 203,
      batchSize: 10,
      today: TODAY,
      onProgress: (done) => progress.push(done),
    });
    expect(result).toEqual({ venues: 26, bookings: 203 });
    expect(progress.at(-1)).toBe(229);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThan(3);
    const totals = await sql<{ venues: number; bookings: number; counted: number; wrong: number }>`
      SELECT (SELECT count(*) FROM venues) AS venues, (SELECT count(*) FROM bookings) AS bookings,
        (SELECT sum(booking_count) FROM venues) AS counted,
        (SELECT count(*) FROM venues v WHERE booking_count <> (SELECT count(*) FROM bookings b WHERE b.venue_id = v.id)) AS wrong`.execute(
      handle.db,
    );
    expect(totals.rows[0]).toMatchObject({ venues: 26, bookings: 203, wrong: 0 });
    expect(Number(totals.rows[0]?.counted)).toBe(203);
    const venue = await handle.db
      .selectFrom('venues')
      .select(['media', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(venue.media[0]?.url).toMatch(/^\/media\/venues\/\d+\.svg$/);
    expect(venue.created_at).toBeInstanceOf(Date);
    const bookings = handle.db.selectFrom('bookings');
    expect(await countRows(bookings.where('date_to', '<=', TODAY))).toBeGreaterThan(20);
    expect(await countRows(bookings.where('date_from', '>', TODAY))).toBeGreaterThan(20);
  });

  it('leaves the booking-count trigger on afterwards', () => expectBookingCountsFollowed(handle));
});

/** A booking made after a seed still counts: the seed turned the count trigger back on. */
async function expectBookingCountsFollowed(handle: DatabaseHandle) {
  const venue = await handle.db
    .selectFrom('venues')
    .select(['id', 'booking_count'])
    .executeTakeFirstOrThrow();
  const customer = await handle.db
    .selectFrom('profiles')
    .select('id')
    .where('venue_manager', '=', false)
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('bookings')
    .values({
      venue_id: venue.id,
      customer_id: customer.id,
      date_from: '2030-01-01',
      date_to: '2030-01-02',
      guests: 1,
    })
    .execute();
  expect(await bookingCountOf(handle.db, venue.id)).toBe(venue.booking_count + 1);
}

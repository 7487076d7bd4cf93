import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../test/support/index.js';
import { migrateToLatest, pendingMigrations } from './migrate.js';
import { insertProfileAndVenue, storedVenue } from '../../test/support/test-rows.js';

describeEachEngine('migrations and column types', (engine) => {
  const handle = useTestDatabase(engine);

  it('leaves nothing pending and a second run changes nothing', async () => {
    expect(await pendingMigrations(handle.db)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' ORDER BY table_name`.execute(
      handle.db,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'api_keys',
      'auth_throttle',
      'blocked_travellers',
      'bookings',
      'contact_messages',
      'conversations',
      'exchange_rates',
      'ical_feeds',
      'idempotency_keys',
      'images',
      'live_events',
      'login_failures',
      'mail_outbox',
      'media_storage',
      'message_reports',
      'messages',
      'notifications',
      'password_resets',
      'profile_blocks',
      'profiles',
      'reviews',
      'venue_blocks',
      'venue_calendar_tokens',
      'venue_filter_counts',
      'venue_occupancy',
      'venue_pricing',
      'venue_stay_rules',
      'venues',
      'wishlist_venues',
      'wishlists',
    ]);
  });

  it('reports the engine it runs on', () => {
    expect(handle.engine).toBe(engine);
  });

  it('returns a date column as the same YYYY-MM-DD string, whatever the zone', async () => {
    const { profileId, venueId } = await insertProfileAndVenue(handle.db, 'dates');
    const inserted = await handle.db
      .insertInto('bookings')
      .values({
        venue_id: venueId,
        customer_id: profileId,
        date_from: '2026-01-01',
        date_to: '2026-01-03',
        guests: 2,
      })
      .returning(['id', 'date_from', 'date_to', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.date_from).toBe('2026-01-01');
    expect(inserted.date_to).toBe('2026-01-03');
    expect(inserted.created_at).toBeInstanceOf(Date);
    const read = await handle.db
      .selectFrom('bookings')
      .select(['date_from', 'date_to'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(read).toEqual({ date_from: '2026-01-01', date_to: '2026-01-03' });
  });

  it('returns counts, integers and floats as numbers', async () => {
    const row = await sql<{ n: unknown; i: unknown; f: unknown }>`
      SELECT count(*) AS n, 7::int AS i, 4.5::float8 AS f`.execute(handle.db);
    expect(row.rows[0]).toEqual({ n: 1, i: 7, f: 4.5 });
  });

  it('stores media as JSON and reads it back as objects', async () => {
    const { venueId } = await insertProfileAndVenue(handle.db, 'media');
    const media = [{ url: '/media/venues/1.svg', alt: 'Living room' }];
    await handle.db
      .updateTable('venues')
      .set({ media: JSON.stringify(media) })
      .where('id', '=', venueId)
      .execute();
    const venue = await storedVenue(handle.db, venueId);
    expect(venue.media).toEqual(media);
  });
});

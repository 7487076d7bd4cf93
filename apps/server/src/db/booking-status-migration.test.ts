import { isBookingReference } from '@holidaze/domain';
import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  describeEachEngine,
  openEmptyPGlite,
} from '../../test/support/index.js';
import { isExclusionViolation } from './database-errors.js';
import { migrateToLatest } from './migrate.js';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as venueFilterCounts from './migrations/002-venue-filter-counts.js';
import * as bookingsByVenue from './migrations/003-bookings-by-venue.js';
import { openDatabase, type DatabaseHandle } from './open-database.js';
import { bookingCountOf, bookingsOf, insertProfileAndVenue } from '../../test/support/test-rows.js';

/**
 * Migration 004 over a database that already holds bookings: every row gets a unique reference,
 * the venue counts stay right, and from then on only confirmed stays occupy nights.
 */
describeEachEngine('booking status, reference and idempotency migration', (engine) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let venueId: string;
  let profileId: string;

  beforeAll(async () => {
    if (engine === 'pglite') {
      handle = await openEmptyPGlite();
    } else {
      const database = await createEmptyPostgresDatabase();
      drop = database.drop;
      handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    }
    const before: Record<string, Migration> = {
      '001-initial-schema': initialSchema,
      '002-venue-filter-counts': venueFilterCounts,
      '003-bookings-by-venue': bookingsByVenue,
    };
    const { error } = await new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => before },
    }).migrateToLatest();
    if (error) throw error;
    ({ venueId, profileId } = await insertProfileAndVenue(handle.db, 'backfill'));
    const rows = Array.from({ length: 300 }, (_, i) => {
      const day = new Date(Date.UTC(2031, 0, 1 + i * 2)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2031, 0, 2 + i * 2)).toISOString().slice(0, 10);
      return `('${venueId}', '${profileId}', '${day}', '${next}', 1)`;
    });
    await sql
      .raw(
        `INSERT INTO bookings (venue_id, customer_id, date_from, date_to, guests) VALUES ${rows.join(',')}`,
      )
      .execute(handle.db);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('gives every existing booking a unique reference in the domain format, and keeps it confirmed', async () => {
    const rows = await bookingsOf(handle.db, venueId);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(300);
    expect(rows.every((row) => isBookingReference(row.reference))).toBe(true);
    expect(rows.every((row) => row.status === 'confirmed')).toBe(true);
  });

  it('frees the nights of a cancelled stay and moves the venue count with the status', async () => {
    const count = () => bookingCountOf(handle.db, venueId);
    expect(await count()).toBe(300);
    const overlapping = () =>
      handle.db
        .insertInto('bookings')
        .values({
          venue_id: venueId,
          customer_id: profileId,
          date_from: '2031-01-01',
          date_to: '2031-01-02',
          guests: 1,
        })
        .returning('reference')
        .executeTakeFirstOrThrow();
    expect(isExclusionViolation(await overlapping().catch((e: unknown) => e))).toBe(true);

    await handle.db
      .updateTable('bookings')
      .set({ status: 'cancelledByHost', cancelled_at: new Date() })
      .where('venue_id', '=', venueId)
      .where('date_from', '=', '2031-01-01')
      .execute();
    expect(await count()).toBe(299);
    const again = await overlapping();
    expect(isBookingReference(again.reference)).toBe(true);
    expect(await count()).toBe(300);

    await handle.db
      .deleteFrom('bookings')
      .where('venue_id', '=', venueId)
      .where('status', '=', 'cancelledByHost')
      .execute();
    expect(await count()).toBe(300);
  });
});

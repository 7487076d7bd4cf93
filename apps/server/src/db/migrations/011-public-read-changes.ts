import { sql, type Kysely } from 'kysely';

/** The channel every instance listens on (db/database-changes.ts). */
export const PUBLIC_READS_CHANNEL = 'holidaze_public_reads';

/**
 * The tables whose rows a public read shows: the venue page (venue, owner, held nights, blocks,
 * prices, rules, rating) and the browse search (those, and availability). Tables kept by
 * triggers on these (venue_occupancy, venue_filter_counts) change in the same statement.
 */
const PUBLIC_TABLES = [
  'venues',
  'profiles',
  'bookings',
  'venue_blocks',
  'venue_stay_rules',
  'venue_pricing',
  'reviews',
] as const;

/**
 * Every instance keeps a cache of public read responses (decision 016), so each must hear of every
 * change to what they show, whoever made it (a request to another instance, a scheduled job, a
 * feed import, an administrator's SQL). After each statement that changed at least one row of
 * these tables, a notification on PUBLIC_READS_CHANNEL; PostgreSQL delivers it to every
 * listening session when the transaction commits (never for a rollback) and folds a
 * transaction's repeats into one. Statement-level with transition tables, so a bulk insert
 * pays once and a statement that changed nothing (a job finding no work) stays silent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify(${sql.lit(PUBLIC_READS_CHANNEL)}, '');
      ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
        PERFORM pg_notify(${sql.lit(PUBLIC_READS_CHANNEL)}, '');
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of PUBLIC_TABLES) {
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.id(`${table}_public_reads_${event.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON ${sql.id(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed()`.execute(db);
    }
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_public_reads_truncate`)}
      AFTER TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION public_reads_changed() CASCADE`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The browse page's total count without counting: how many venues share each combination of the
 * filterable columns (guest capacity and the four amenities), kept exact by statement-level
 * triggers in the same transaction as the change. At most 100 × 16 rows, so a filtered total is
 * a sum over a few hundred small rows instead of a scan of every venue. Text and availability
 * filters still count the venues themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE venue_filter_counts (
      max_guests integer NOT NULL,
      wifi boolean NOT NULL,
      parking boolean NOT NULL,
      breakfast boolean NOT NULL,
      pets boolean NOT NULL,
      venue_count integer NOT NULL,
      PRIMARY KEY (max_guests, wifi, parking, breakfast, pets)
    )`.execute(db);

  // Inserts and deletes: one grouped upsert per statement, so a bulk load costs one statement.
  await sql`
    CREATE FUNCTION venue_filter_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO venue_filter_counts AS c
        SELECT max_guests, wifi, parking, breakfast, pets, count(*)::int
        FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (max_guests, wifi, parking, breakfast, pets)
        DO UPDATE SET venue_count = c.venue_count + excluded.venue_count;
      ELSE
        INSERT INTO venue_filter_counts AS c
        SELECT max_guests, wifi, parking, breakfast, pets, -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (max_guests, wifi, parking, breakfast, pets)
        DO UPDATE SET venue_count = c.venue_count + excluded.venue_count;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER venues_filter_counts_insert AFTER INSERT ON venues
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION venue_filter_counts_follow()`.execute(db);
  await sql`
    CREATE TRIGGER venues_filter_counts_delete AFTER DELETE ON venues
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION venue_filter_counts_follow()`.execute(db);

  // TRUNCATE fires no delete trigger: it empties the counts with the venues.
  await sql`
    CREATE FUNCTION venue_filter_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM venue_filter_counts;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER venues_filter_counts_truncate AFTER TRUNCATE ON venues
    FOR EACH STATEMENT EXECUTE FUNCTION venue_filter_counts_clear()`.execute(db);

  // Updates: only when a counted column really changes (the booking count's updates never fire
  // it). Both groups change in one statement in key order, so two opposite moves cannot deadlock.
  await sql`
    CREATE FUNCTION venue_filter_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO venue_filter_counts AS c
      SELECT * FROM (VALUES
        (OLD.max_guests, OLD.wifi, OLD.parking, OLD.breakfast, OLD.pets, -1),
        (NEW.max_guests, NEW.wifi, NEW.parking, NEW.breakfast, NEW.pets, 1)
      ) AS moved ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (max_guests, wifi, parking, breakfast, pets)
      DO UPDATE SET venue_count = c.venue_count + excluded.venue_count;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER venues_filter_counts_update
    AFTER UPDATE OF max_guests, wifi, parking, breakfast, pets ON venues
    FOR EACH ROW
    WHEN ((OLD.max_guests, OLD.wifi, OLD.parking, OLD.breakfast, OLD.pets)
      IS DISTINCT FROM (NEW.max_guests, NEW.wifi, NEW.parking, NEW.breakfast, NEW.pets))
    EXECUTE FUNCTION venue_filter_counts_move()`.execute(db);

  await sql`
    INSERT INTO venue_filter_counts
    SELECT max_guests, wifi, parking, breakfast, pets, count(*)::int
    FROM venues GROUP BY 1, 2, 3, 4, 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER venues_filter_counts_truncate ON venues`.execute(db);
  await sql`DROP TRIGGER venues_filter_counts_delete ON venues`.execute(db);
  await sql`DROP TRIGGER venues_filter_counts_update ON venues`.execute(db);
  await sql`DROP TRIGGER venues_filter_counts_insert ON venues`.execute(db);
  await sql`DROP FUNCTION venue_filter_counts_clear()`.execute(db);
  await sql`DROP FUNCTION venue_filter_counts_move()`.execute(db);
  await sql`DROP FUNCTION venue_filter_counts_follow()`.execute(db);
  await sql`DROP TABLE venue_filter_counts`.execute(db);
}

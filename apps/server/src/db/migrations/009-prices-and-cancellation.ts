import { sql, type Kysely } from 'kysely';

/**
 * Itemised prices and a cancellation policy (docs/api.md, "Prices and quotes"). `venue_pricing`
 * holds what a host set beyond the nightly `price` (none: nights × price, as before) and the
 * venue's cancellation policy. A booking keeps the quote and the policy it was made with (`quote`,
 * its `total_ore` for sums, `cancellation_policy`), so later edits never change what a stay costs
 * or what cancelling it gives back; a cancellation records its `refund_ore`. Stays booked before
 * this migration have no itemised quote: they keep the price they were shown, nights × price, as
 * their total, and the default policy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE venue_pricing (
      venue_id uuid PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
      weekend_price double precision CHECK (weekend_price BETWEEN 0 AND 10000),
      cleaning_fee double precision CHECK (cleaning_fee BETWEEN 0 AND 10000),
      extra_guest_fee double precision CHECK (extra_guest_fee BETWEEN 0 AND 10000),
      extra_guests_from integer CHECK (extra_guests_from BETWEEN 1 AND 100),
      weekly_discount_percent integer CHECK (weekly_discount_percent BETWEEN 0 AND 90),
      monthly_discount_percent integer CHECK (monthly_discount_percent BETWEEN 0 AND 90),
      seasons jsonb NOT NULL DEFAULT '[]',
      cancellation_policy text NOT NULL DEFAULT 'flexible'
        CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD COLUMN quote jsonb,
      ADD COLUMN total_ore bigint CHECK (total_ore >= 0),
      ADD COLUMN cancellation_policy text
        CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
      ADD COLUMN refund_ore bigint CHECK (refund_ore >= 0),
      ADD COLUMN payment_preference text
        CHECK (payment_preference IN ('Credit Card', 'Apple Pay', 'Klarna'))`.execute(db);
  await sql`
    UPDATE bookings SET
      total_ore = round(venues.price * 100)::bigint * (bookings.date_to - bookings.date_from),
      cancellation_policy = 'flexible'
    FROM venues WHERE venues.id = bookings.venue_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings DROP COLUMN quote, DROP COLUMN total_ore, DROP COLUMN cancellation_policy,
      DROP COLUMN refund_ore, DROP COLUMN payment_preference`.execute(db);
  await sql`DROP TABLE venue_pricing`.execute(db);
}

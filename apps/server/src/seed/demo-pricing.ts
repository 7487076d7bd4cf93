import { sql, type Kysely } from 'kysely';
import {
  CANCELLATION_POLICIES,
  addDays,
  quoteStay,
  type CancellationPolicy,
  type VenuePricing,
} from '@holidaze/domain';
import type { Database } from '../db/schema.js';

interface PricedVenue {
  id: string;
  price: number;
}

/**
 * What hosts of the demo charge beyond the nightly price, so `npm start` shows itemised quotes:
 * every venue gets a cancellation policy in turn; some a weekend price, a cleaning fee, an
 * extra-guest fee or long-stay discounts; the first (the demo manager's) all of them and a high
 * season starting in a month. Deterministic: by position, not chance.
 */
export function demoPricing(index: number, venue: PricedVenue, today: string) {
  const round = (nok: number) => Math.round(nok / 50) * 50;
  const pricing: Omit<VenuePricing, 'price'> & { cancellationPolicy: CancellationPolicy } = {
    weekendPrice: index % 2 === 0 ? round(venue.price * 1.2) : null,
    seasons:
      index === 0
        ? [
            {
              dateFrom: addDays(today, 30),
              dateTo: addDays(today, 60),
              price: round(venue.price * 1.5),
              label: 'High season',
            },
          ]
        : [],
    cleaningFee: index % 3 === 0 ? 450 : null,
    extraGuestFee: index % 4 === 0 ? 150 : null,
    extraGuestsFrom: index % 4 === 0 ? 2 : null,
    weeklyDiscountPercent: index % 5 === 0 ? 10 : null,
    monthlyDiscountPercent: index % 5 === 0 ? 25 : null,
    cancellationPolicy: CANCELLATION_POLICIES[index % CANCELLATION_POLICIES.length]!,
  };
  return pricing;
}

/** Writes the demo's prices, then prices its stays at them as booking would have. */
export async function seedDemoPricing(
  tx: Kysely<Database>,
  venues: readonly PricedVenue[],
  today: string,
) {
  const byVenue = new Map(
    venues.map((venue, i) => [venue.id, { price: venue.price, ...demoPricing(i, venue, today) }]),
  );
  await tx
    .insertInto('venue_pricing')
    .values(
      [...byVenue].map(([venueId, terms]) => ({
        venue_id: venueId,
        weekend_price: terms.weekendPrice,
        cleaning_fee: terms.cleaningFee,
        extra_guest_fee: terms.extraGuestFee,
        extra_guests_from: terms.extraGuestsFrom,
        weekly_discount_percent: terms.weeklyDiscountPercent,
        monthly_discount_percent: terms.monthlyDiscountPercent,
        seasons: JSON.stringify(terms.seasons),
        cancellation_policy: terms.cancellationPolicy,
      })),
    )
    .execute();
  const stays = await tx
    .selectFrom('bookings')
    .select(['id', 'venue_id', 'date_from', 'date_to', 'guests'])
    .execute();
  if (stays.length === 0) return;
  const priced = stays.map((stay) => {
    const terms = byVenue.get(stay.venue_id)!;
    const quote = quoteStay(
      { dateFrom: stay.date_from, dateTo: stay.date_to, guests: stay.guests },
      terms,
    );
    return sql`(${stay.id}::uuid, ${JSON.stringify(quote)}::jsonb, ${quote.totalOre}::bigint, ${terms.cancellationPolicy})`;
  });
  await sql`
    UPDATE bookings SET quote = priced.quote, total_ore = priced.total,
      cancellation_policy = priced.policy
    FROM (VALUES ${sql.join(priced)}) AS priced (id, quote, total, policy)
    WHERE bookings.id = priced.id`.execute(tx);
}

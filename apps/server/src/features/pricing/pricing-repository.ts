import type { Kysely } from 'kysely';
import { DEFAULT_CANCELLATION_POLICY, basicPricing, type VenueTerms } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { saveVenueRow } from '../../db/venue-row.js';

/** A venue's pricing: its nightly `price` and what its host set beyond it (migration 009). */
export function createPricingRepository(db: Kysely<Database>) {
  /** The terms of each of the venues that exist, by id: one query however many. */
  async function termsOf(venueIds: readonly string[]): Promise<Map<string, VenueTerms>> {
    if (venueIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('venues')
      .leftJoin('venue_pricing', 'venue_pricing.venue_id', 'venues.id')
      .select([
        'venues.id',
        'venues.price',
        'venue_pricing.weekend_price',
        'venue_pricing.cleaning_fee',
        'venue_pricing.extra_guest_fee',
        'venue_pricing.extra_guests_from',
        'venue_pricing.weekly_discount_percent',
        'venue_pricing.monthly_discount_percent',
        'venue_pricing.seasons',
        'venue_pricing.cancellation_policy',
      ])
      .where('venues.id', 'in', venueIds)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          ...basicPricing(row.price),
          weekendPrice: row.weekend_price,
          seasons: row.seasons ?? [],
          cleaningFee: row.cleaning_fee,
          extraGuestFee: row.extra_guest_fee,
          extraGuestsFrom: row.extra_guests_from,
          weeklyDiscountPercent: row.weekly_discount_percent,
          monthlyDiscountPercent: row.monthly_discount_percent,
          cancellationPolicy: row.cancellation_policy ?? DEFAULT_CANCELLATION_POLICY,
        },
      ]),
    );
  }

  return {
    termsOf,

    /** Undefined when there is no such venue. */
    async pricingOf(venueId: string): Promise<VenueTerms | undefined> {
      return (await termsOf([venueId])).get(venueId);
    },

    /**
     * The venue's owner, for the check before a change; read here rather than through the venues
     * feature, which prices its search with this repository (no cycle: docs/architecture.md).
     */
    venueOwner(venueId: string) {
      return db
        .selectFrom('venues')
        .select(['id', 'owner_id'])
        .where('id', '=', venueId)
        .executeTakeFirst();
    },

    async savePricing(venueId: string, pricing: Omit<VenueTerms, 'price'>, at: Date) {
      await saveVenueRow(db, 'venue_pricing', venueId, {
        weekend_price: pricing.weekendPrice,
        cleaning_fee: pricing.cleaningFee,
        extra_guest_fee: pricing.extraGuestFee,
        extra_guests_from: pricing.extraGuestsFrom,
        weekly_discount_percent: pricing.weeklyDiscountPercent,
        monthly_discount_percent: pricing.monthlyDiscountPercent,
        seasons: JSON.stringify(pricing.seasons),
        cancellation_policy: pricing.cancellationPolicy,
        updated_at: at,
      });
    },
  };
}

import { z } from 'zod';
import { CANCELLATION_POLICIES, type VenueTerms } from '../cancellation-policy';
import type { PriceQuote } from '../price-quote';

/** A venue's prices, fees, discounts and cancellation policy (GET/PUT /holidaze/venues/:id/pricing). */
export const venueTermsSchema = z.object({
  price: z.number(),
  weekendPrice: z.number().nullable(),
  seasons: z.array(
    z.object({
      dateFrom: z.string(),
      dateTo: z.string(),
      price: z.number(),
      label: z.string().nullable().optional(),
    }),
  ),
  cleaningFee: z.number().nullable(),
  extraGuestFee: z.number().nullable(),
  extraGuestsFrom: z.number().int().nullable(),
  weeklyDiscountPercent: z.number().int().nullable(),
  monthlyDiscountPercent: z.number().int().nullable(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
}) satisfies z.ZodType<VenueTerms>;

/** The price of a stay, night by night, in øre (GET /holidaze/venues/:id/quote). */
export const priceQuoteSchema = z.object({
  currency: z.literal('NOK'),
  nights: z.array(
    z.object({
      night: z.string(),
      rate: z.enum(['base', 'weekend', 'season']),
      label: z.string().nullable(),
      priceOre: z.number().int(),
    }),
  ),
  nightsOre: z.number().int(),
  extraGuests: z.number().int(),
  extraGuestsOre: z.number().int(),
  discount: z
    .object({
      kind: z.enum(['weekly', 'monthly']),
      percent: z.number(),
      amountOre: z.number().int(),
    })
    .nullable(),
  cleaningFeeOre: z.number().int(),
  totalOre: z.number().int(),
}) satisfies z.ZodType<PriceQuote>;

import { z } from 'zod';
import { CANCELLATION_POLICIES } from '../cancellation-policy';

/** GET /holidaze/bookings/:id/refund: what cancelling now would give back, and until when. */
export const refundPreviewSchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  percent: z.number(),
  refundOre: z.number().int(),
  totalOre: z.number().int(),
  nightsRefunded: z.object({ refunded: z.number().int(), of: z.number().int() }).optional(),
  refundDeadline: z.iso.datetime(),
  message: z.string(),
});
export type RefundPreview = z.output<typeof refundPreviewSchema>;

/** A traveller a host has blocked from requesting their venues. */
export const blockedTravellerSchema = z.object({
  name: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedTraveller = z.output<typeof blockedTravellerSchema>;

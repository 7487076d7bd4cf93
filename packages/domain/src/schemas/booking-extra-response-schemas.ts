import { z } from 'zod';
import { CANCELLATION_POLICIES } from '../cancellation-policy';

/** GET /holidaze/bookings/:id/refund: what cancelling now would give back, and until when. */
export const refundPreviewSchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  percent: z.number(),
  refundOre: z.number().int(),
  totalOre: z.number().int(),
  /** Set when a host ended a stay already under way: the nights refunded, of all nights. */
  nightsRefunded: z.object({ refunded: z.number().int(), of: z.number().int() }).optional(),
  /** The last moment the policy's refund applies. */
  refundDeadline: z.iso.datetime(),
  /** "You will be refunded NOK 4,725 of NOK 9,450" */
  message: z.string(),
});
export type RefundPreview = z.output<typeof refundPreviewSchema>;

/** A traveller a host has blocked from requesting their venues. */
export const blockedTravellerSchema = z.object({
  name: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedTraveller = z.output<typeof blockedTravellerSchema>;

import { z } from 'zod';
import {
  REVIEW_CATEGORIES,
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
  REVIEW_SIDES,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../review-window';
import { listQuerySchema } from './query-schemas';

const stars = z
  .number({ error: REVIEW_MESSAGES.stars })
  .int(REVIEW_MESSAGES.stars)
  .min(REVIEW_STARS_MIN, REVIEW_MESSAGES.stars)
  .max(REVIEW_STARS_MAX, REVIEW_MESSAGES.stars);

/**
 * A review of a stay (POST /holidaze/bookings/:id/reviews). The traveller gives overall stars
 * and the four categories; the host, reviewing the guest, gives stars only (categories sent by
 * a host are ignored). The server says which side the writer is.
 */
export const reviewBodySchema = z.object({
  stars,
  cleanliness: stars.optional(),
  accuracy: stars.optional(),
  location: stars.optional(),
  value: stars.optional(),
  text: z
    .string({ error: REVIEW_MESSAGES.text })
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.text)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.text),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** The web form's values: every category required (the host's form leaves them out). */
export const guestReviewFormSchema = reviewBodySchema.extend({
  cleanliness: stars,
  accuracy: stars,
  location: stars,
  value: stars,
});

/** Whether a traveller's review has every category. */
export function hasAllCategories(body: ReviewBody): boolean {
  return REVIEW_CATEGORIES.every((category) => body[category] !== undefined);
}

export const reviewReplyBodySchema = z.object({
  text: z
    .string({ error: REVIEW_MESSAGES.reply })
    .trim()
    .min(1, REVIEW_MESSAGES.reply)
    .max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.reply),
});
export type ReviewReplyBody = z.output<typeof reviewReplyBodySchema>;

export const reviewListQuerySchema = listQuerySchema.pick({ page: true }).extend({
  limit: listQuerySchema.shape.limit.unwrap().unwrap().optional().default(10),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const profileReviewsQuerySchema = reviewListQuerySchema.extend({
  /** `given`: the person's reviews of stays; `received`: hosts' reviews of them as a guest. */
  role: z
    .enum(['given', 'received'], { error: "role must be 'given' or 'received'" })
    .optional()
    .default('given'),
});
export type ProfileReviewsQuery = z.output<typeof profileReviewsQuerySchema>;

const categoriesSchema = z.object({
  cleanliness: z.number().int(),
  accuracy: z.number().int(),
  location: z.number().int(),
  value: z.number().int(),
});

/** One review as the API shows it (authors by name and avatar, never e-mail). */
export const reviewResponseSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  side: z.enum(REVIEW_SIDES),
  author: z.object({ name: z.string(), avatar: z.object({ url: z.string(), alt: z.string() }) }),
  /** Who the review is about: the guest (host side) or the venue's host (guest side). */
  subject: z.object({ name: z.string() }),
  venue: z.object({ id: z.string(), name: z.string() }),
  stars: z.number().int(),
  /** The traveller's category ratings; null on a host's review. */
  categories: categoriesSchema.nullable(),
  text: z.string(),
  /** The stay's dates (calendar days at UTC midnight). */
  stay: z.object({ dateFrom: z.iso.datetime(), dateTo: z.iso.datetime() }),
  created: z.iso.datetime(),
  /** When both sides' reviews became public; null while hidden (double-blind). */
  published: z.iso.datetime().nullable(),
  /** The host's public reply to a traveller's review. */
  reply: z.object({ text: z.string(), created: z.iso.datetime() }).nullable(),
});
export type Review = z.output<typeof reviewResponseSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  rating: z.number(),
  cleanliness: z.number(),
  accuracy: z.number(),
  location: z.number(),
  value: z.number(),
});

/** A booking's reviews as one of its two sides sees them (GET /holidaze/bookings/:id/reviews). */
export const bookingReviewsSchema = z.object({
  side: z.enum(REVIEW_SIDES),
  window: z.object({
    opensOn: z.string(),
    closesOn: z.string(),
    state: z.enum(['notYet', 'open', 'closed']),
  }),
  /** Whether the viewer may write their review now. */
  canWrite: z.boolean(),
  /** The viewer's own review, published or not. */
  mine: reviewResponseSchema.nullable(),
  /** The other side's review, once both are published; null before (double-blind). */
  theirs: reviewResponseSchema.nullable(),
});
export type BookingReviews = z.output<typeof bookingReviewsSchema>;

/** A stay the viewer may review now (GET /holidaze/reviews/pending). */
export const pendingReviewSchema = z.object({
  bookingId: z.string(),
  side: z.enum(REVIEW_SIDES),
  venue: z.object({ id: z.string(), name: z.string() }),
  /** The traveller (for the host) or the host (for the traveller). */
  subject: z.object({ name: z.string() }),
  dateFrom: z.iso.datetime(),
  dateTo: z.iso.datetime(),
  /** The first day the window is closed ('YYYY-MM-DD'). */
  closesOn: z.string(),
});
export type PendingReview = z.output<typeof pendingReviewSchema>;

import { z } from 'zod';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from '../wishlists';
import { venueResponseSchema } from './venue-response-schemas';

const listName = z
  .string({ error: WISHLIST_MESSAGES.name })
  .trim()
  .min(1, WISHLIST_MESSAGES.name)
  .max(WISHLIST_LIMITS.nameMax, WISHLIST_MESSAGES.name);

/** POST /holidaze/wishlists and PUT /holidaze/wishlists/:id. */
export const wishlistBodySchema = z.object({ name: listName });
export type WishlistBody = z.output<typeof wishlistBodySchema>;

/** POST /holidaze/wishlists/:id/venues/:venueId/move. */
export const wishlistMoveBodySchema = z.object({
  toListId: z.guid({ error: 'toListId must be the id of one of your lists' }),
});
export type WishlistMoveBody = z.output<typeof wishlistMoveBodySchema>;

export const wishlistVenueParamSchema = z.object({
  id: z.guid({ error: WISHLIST_MESSAGES.listNotFound }),
  venueId: z.guid({ error: WISHLIST_MESSAGES.venueNotFound }),
});
export const savedVenueParamSchema = z.object({
  venueId: z.guid({ error: WISHLIST_MESSAGES.venueNotFound }),
});
/** The secret of a share link; its shape is checked by the route (a 404 like any wrong one). */
export const shareTokenParamSchema = z.object({ token: z.string().max(200) });

/** One of the viewer's lists, as the owner sees it (`shareToken`: the secret link's, or null). */
export const wishlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  venueCount: z.number().int(),
  shareToken: z.string().nullable(),
  /** The first image of the latest venue saved: the list's cover, or null. */
  cover: z.object({ url: z.string(), alt: z.string() }).nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Wishlist = z.output<typeof wishlistSchema>;

/** A list with its venues, latest saved first; with dates, each says if free and the total. */
export const wishlistDetailSchema = wishlistSchema.extend({
  venues: z.array(venueResponseSchema),
});
export type WishlistDetail = z.output<typeof wishlistDetailSchema>;

/** A list opened by its share link: read-only, nothing of its owner. */
export const sharedWishlistSchema = z.object({
  name: z.string(),
  venueCount: z.number().int(),
  venues: z.array(venueResponseSchema),
});
export type SharedWishlist = z.output<typeof sharedWishlistSchema>;

/** Which of the viewer's lists hold a venue (a heart is filled when any does). */
export const savedVenueSchema = z.object({
  venueId: z.string(),
  listIds: z.array(z.string()),
});
export type SavedVenue = z.output<typeof savedVenueSchema>;

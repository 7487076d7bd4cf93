/**
 * Wishlists: a traveller's named lists of venues (docs/api.md, "Wishlists"). The caps keep one
 * account from making the database keep unbounded rows or the server answer unbounded pages
 * (docs/security.md, "Wishlists").
 */
export const WISHLIST_LIMITS = {
  /** Lists one person may keep, the default one included. */
  listsPerPerson: 50,
  /** Venues one list may hold. */
  venuesPerList: 250,
  /** Saves and removals (hearts, list edits of venues) one person may make per minute. */
  togglesPerMinute: 120,
  /** The longest name of a list. */
  nameMax: 50,
} as const;

/** The name of the list a heart saves to when the person has none yet. */
export const DEFAULT_WISHLIST_NAME = 'Saved';

export const WISHLIST_MESSAGES = {
  name: `A list's name is 1 to ${WISHLIST_LIMITS.nameMax} characters`,
  tooManyLists: `You have ${WISHLIST_LIMITS.listsPerPerson} lists: delete one before making another`,
  listFull: `A list holds at most ${WISHLIST_LIMITS.venuesPerList} venues: remove one or use another list`,
  tooManyToggles: 'You are saving and removing venues very fast: wait a minute and try again',
  listNotFound: 'No list with this id',
  sharedNotFound: 'No list at this link',
  venueNotFound: 'Venue not found',
  notInList: 'This venue is not in that list',
} as const;

/** Bytes of randomness in a share link's secret: 256 bits, base64url (43 characters). */
export const SHARE_TOKEN_BYTES = 32;

/** Whether `token` has the shape of a share link's secret (a cheap refusal before the database). */
export function isShareTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Whether a list's name, trimmed, is one a list may have (wishlistBodySchema's rule, without zod). */
export function fitsListName(name: string): boolean {
  const length = name.trim().length;
  return length >= 1 && length <= WISHLIST_LIMITS.nameMax;
}

const enc = encodeURIComponent;

/** The paths of the wishlist pages, only where these pages and their links are. */
export const wishlistPaths = {
  all: '/wishlists',
  list: (id: string) => `/wishlists/${enc(id)}`,
  /** A list opened by its secret link (read-only, no account needed). */
  shared: (token: string) => `/wishlists/shared/${enc(token)}`,
};

import { paths } from '../routes';

const enc = encodeURIComponent;

/** The paths of the wishlist pages beyond `paths.wishlists`, only where these pages are. */
export const wishlistPaths = {
  list: (id: string) => `${paths.wishlists}/${enc(id)}`,
  /** A list opened by its secret link (read-only, no account needed). */
  shared: (token: string) => `${paths.wishlists}/shared/${enc(token)}`,
};

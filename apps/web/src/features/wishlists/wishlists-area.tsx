import type { RouteObject } from 'react-router';
import { SignedInOnly } from './signed-in-only';
import SharedWishlistPage from './shared-wishlist-page';
import WishlistPage from './wishlist-page';
import WishlistsPage from './wishlists-page';

/**
 * Below /wishlists: the traveller's lists (signed in) and a list opened by its secret link
 * (anyone). One area, so every page's first download holds one route for them all.
 */
export const routes: RouteObject[] = [
  {
    Component: SignedInOnly,
    children: [
      { index: true, Component: WishlistsPage },
      { path: ':listId', Component: WishlistPage },
    ],
  },
  { path: 'shared/:token', Component: SharedWishlistPage },
];

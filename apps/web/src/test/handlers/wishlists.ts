import { http } from 'msw';
import type { SavedVenue } from '@holidaze/domain';
import { api, ok } from '../api';

/** GET /holidaze/wishlists/saved: the hearts (nothing saved unless given). */
export const savedVenues = (saved: SavedVenue[] = []) =>
  http.get(api('/holidaze/wishlists/saved'), () => ok(saved));

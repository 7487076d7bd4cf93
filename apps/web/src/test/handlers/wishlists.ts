import { http } from 'msw';
import type { SavedVenue } from '@holidaze/domain';
import { api, noContent, ok } from '../api';

/** GET /holidaze/wishlists/saved: the hearts (nothing saved unless given). */
export const savedVenues = (saved: SavedVenue[] = []) =>
  http.get(api('/holidaze/wishlists/saved'), () => ok(saved));

/**
 * The hearts as the server keeps them: GET reads what is saved, PUT saves a venue to `listId`,
 * DELETE takes it out, so a read after a change answers with the change.
 */
export function storedHearts(saved: SavedVenue[], listId: string) {
  let current = saved;
  const without = (venueId: string) => current.filter((entry) => entry.venueId !== venueId);
  return [
    http.get(api('/holidaze/wishlists/saved'), () => ok(current)),
    http.put(api('/holidaze/wishlists/saved/:id'), ({ params }) => {
      const entry = { venueId: String(params.id), listIds: [listId] };
      current = [...without(entry.venueId), entry];
      return ok(entry);
    }),
    http.delete(api('/holidaze/wishlists/saved/:id'), ({ params }) => {
      current = without(String(params.id));
      return noContent();
    }),
  ];
}

import { http } from 'msw';
import type { Profile } from '@holidaze/domain';
import { api, ok } from '../api';

/** A traveller's profile as the API returns it. */
export function profileOf(name: string, overrides: Partial<Profile> = {}): Profile {
  return {
    name,
    email: `${name}@stud.noroff.no`,
    bio: null,
    avatar: { url: '/media/avatars/1.svg', alt: `${name} smiling` },
    banner: { url: '/media/banners/1.svg', alt: 'A fjord' },
    venueManager: false,
    _count: { venues: 0, bookings: 0 },
    ...overrides,
  } as Profile;
}

/** GET /holidaze/profiles/:name answered with `profile` (or a plain traveller of that name). */
export const profileRead = (profile?: Profile | ((name: string) => Profile)) =>
  http.get(api('/holidaze/profiles/:name'), ({ params }) => {
    const name = String(params.name);
    return ok(typeof profile === 'function' ? profile(name) : (profile ?? profileOf(name)));
  });

/** The session reads its own profile on every page a logged-in user opens. */
export const profileHandlers = [profileRead()];

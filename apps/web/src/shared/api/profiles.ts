import { queryOptions } from '@tanstack/react-query';
import type { Locale, Profile } from '@holidaze/domain';
import { apiData } from './http-client';

/** Every profile query starts with `profileKeys.all` (the session forgets them at logout). */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (username: string | null) => ['profile', username] as const,
};

/** P3 with bookings and venues: the signed-in person's own profile. */
export async function getOwnProfile(name: string, signal?: AbortSignal): Promise<Profile> {
  return apiData<Profile>(`/holidaze/profiles/${encodeURIComponent(name)}`, {
    auth: true,
    query: { _bookings: 'true', _venues: 'true' },
    signal,
  });
}

/**
 * The one request and cache entry of the signed-in person's profile: the session (the header),
 * the traveller's area and the host's header all read it, so a refresh anywhere updates them all.
 */
export const ownProfileQueryOptions = (name: string) =>
  queryOptions({
    queryKey: profileKeys.detail(name),
    queryFn: ({ signal }) => getOwnProfile(name, signal),
    staleTime: 30_000,
  });

/**
 * Keeps a signed-in person's language on their profile, which their e-mails and notifications
 * follow (docs/decisions/037-languages.md). Sent as the page changes to the other language.
 */
export async function saveProfileLanguage(name: string, language: Locale): Promise<void> {
  await apiData(`/holidaze/profiles/${encodeURIComponent(name)}`, {
    method: 'PUT',
    auth: true,
    body: { language },
    keepalive: true,
  });
}

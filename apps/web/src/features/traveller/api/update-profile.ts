import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media, Profile } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { profileKeys } from '../../../shared/api/profiles';

export type ProfileChange =
  { avatar: Media } | { banner: Media } | { bio: string | null } | { venueManager: true };

/** P4: the user's own avatar, banner or bio. */
export async function updateProfile(name: string, change: ProfileChange): Promise<Profile> {
  const envelope = await apiRequest<Profile>(`/holidaze/profiles/${encodeURIComponent(name)}`, {
    method: 'PUT',
    auth: true,
    body: change,
  });
  return envelope.data;
}

export function useUpdateProfile(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => updateProfile(name, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(name) }),
  });
}

import type { Profile } from '@holidaze/domain';

export const roleLabel = (profile: Pick<Profile, 'venueManager'>) =>
  profile.venueManager ? 'Venue Manager' : 'Traveler';

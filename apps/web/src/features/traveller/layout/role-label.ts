import { t } from '@lingui/core/macro';
import type { Profile } from '@holidaze/domain';

/** The person's role as their area shows it (read at render, in the page's language). */
export const roleLabel = (profile: Pick<Profile, 'venueManager'>) =>
  profile.venueManager ? t`Venue Manager` : t`Traveler`;

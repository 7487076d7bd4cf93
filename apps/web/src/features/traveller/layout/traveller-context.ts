import { useOutletContext } from 'react-router';
import type { Profile } from '@holidaze/domain';

/** What the area's layout hands its tabs: whose area it is, with the loaded profile. */
export interface TravellerAreaContext {
  username: string;
  profile: Profile;
}

export function useTravellerArea(): TravellerAreaContext {
  return useOutletContext<TravellerAreaContext>();
}
